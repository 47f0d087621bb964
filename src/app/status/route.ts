import { handleRestRequest } from '@/server/rest.ts';

export const dynamic = 'force-dynamic';

export { handleRestRequest as GET };
