export { GET } from '@/server/edge/photos.ts';

export const dynamic = 'force-dynamic';
