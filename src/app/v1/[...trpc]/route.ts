import { handleRestRequest } from '@/server/edge/rest.ts';

export const dynamic = 'force-dynamic';

export { handleRestRequest as GET, handleRestRequest as POST, handleRestRequest as PUT, handleRestRequest as PATCH, handleRestRequest as DELETE };
