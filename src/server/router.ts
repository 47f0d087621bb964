import { accountRouter } from './routers/account.ts';
import { classifierReportsRouter } from './routers/classifier-reports.ts';
import { ownerRouter } from './routers/owner.ts';
import { ownerClaimRouter } from './routers/owner-claim.ts';
import { staffRouter } from './routers/staff.ts';
import { systemRouter } from './routers/system.ts';
import { tasksRouter } from './routers/tasks.ts';
import { topUpRouter } from './routers/top-up.ts';
import { applicantsRouter, workerAccountRouter } from './routers/worker-account.ts';
import { workerRouter } from './routers/worker.ts';
import { createCallerFactory, router } from './trpc.ts';

/** Every operation of the service. REST, MCP, pages and tests all call these procedures. */
export const appRouter = router({
  account: accountRouter,
  tasks: tasksRouter,
  classifierReports: classifierReportsRouter,
  system: systemRouter,
  owner: ownerRouter,
  ownerClaim: ownerClaimRouter,
  topUp: topUpRouter,
  staff: staffRouter,
  workerAccount: workerAccountRouter,
  applicants: applicantsRouter,
  worker: workerRouter,
});

export type AppRouter = typeof appRouter;

export const createCaller = createCallerFactory(appRouter);
