import { db } from '@/db/client.ts';
import type { TaskType } from '@/db/generated/enums.ts';

export type SpendPolicyChange = {
  maxBountyCents: number | null;
  dailyCapCents: number | null;
  allowedTaskTypes: TaskType[];
};

/** The owner's limits for one key; effective for the agent's next call. Only the owner's control link reaches this. */
export async function updateSpendPolicy(agentId: string, change: SpendPolicyChange): Promise<void> {
  await db().agent.update({
    where: { id: agentId },
    data: { maxBountyCents: change.maxBountyCents, dailyCapCents: change.dailyCapCents, allowedTaskTypes: change.allowedTaskTypes },
    select: { id: true },
  });
}
