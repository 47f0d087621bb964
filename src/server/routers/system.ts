import { z } from 'zod';
import { describeDeployment } from '@/domain/deployment/status.ts';
import { statusOutputSchema } from '@/schemas/status.ts';
import { SERVICE_VERSION } from '../version.ts';
import { publicProcedure, router } from '../trpc.ts';

export const systemRouter = router({
  status: publicProcedure
    .meta({
      openapi: { method: 'GET', path: '/status', protect: false, tags: ['system'], summary: 'Which parts of this server are live, in plain words' },
      errors: [],
    })
    .input(z.object({}).strict())
    .output(statusOutputSchema)
    .query(() => ({ service: 'spotcheck' as const, version: SERVICE_VERSION, ...describeDeployment() })),
});
