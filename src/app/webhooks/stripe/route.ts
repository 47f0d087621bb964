export { POST } from '@/server/edge/stripe-webhook.ts';

export const dynamic = 'force-dynamic';
