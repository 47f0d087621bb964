import { handleInboundEmail } from '@/server/edge/inbound-email.ts';

export const dynamic = 'force-dynamic';

export { handleInboundEmail as POST };
