import { handleRestRequest } from '@/server/edge/rest.ts';

export const dynamic = 'force-dynamic';

export { handleRestRequest as GET };
