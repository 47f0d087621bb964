import { handleInboundEmail } from '@/server/inbound-email.ts';

export const dynamic = 'force-dynamic';

export { handleInboundEmail as POST };
