import { expect, test } from '@playwright/test';
import { db } from '../../src/db/client.ts';
import { verifyAndSettle } from '../../src/domain/verification/pipeline.ts';
import { baseUrl, signUp } from '../support/api.ts';
import { expectBooksBalanced } from '../support/ledger.ts';
import { addTestWorker, cameraPhoto, linkFor, northOf, privateSpot } from '../support/workers.ts';

test.afterAll(expectBooksBalanced);

const servers = () => [baseUrl(1), baseUrl(2)];

test('claims raced by eight workers through two server processes: exactly one wins', async () => {
  const spot = privateSpot();
  const workers = await Promise.all(Array.from({ length: 8 }, (_, index) => addTestWorker(northOf(spot, index * 10), `Racer ${index}`)));
  const agent = await signUp();
  const { task_id, workers_notified } = (await agent.ask({ location: spot })).body;
  expect(workers_notified).toBe(8);
  const links = await Promise.all(workers.map((worker) => linkFor(task_id, worker.phone)));
  const responses = await Promise.all(links.map((link, index) => fetch(`${servers()[index % 2]}${link}/claim`, { method: 'POST' })));
  const statuses = responses.map((response) => response.status).sort();
  expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
  const task = await db().task.findUniqueOrThrow({ where: { id: task_id } });
  expect(task.status).toBe('claimed');
  expect(workers.map((worker) => worker.id)).toContain(task.claimedById);
});

test('a submission sent twice through two processes is recorded, verified and paid once', async () => {
  const spot = privateSpot();
  const worker = await addTestWorker(spot);
  const agent = await signUp();
  const { task_id } = (await agent.ask({ location: spot, bounty_usd: 2 })).body;
  const link = await linkFor(task_id, worker.phone);
  expect((await fetch(`${baseUrl()}${link}/claim`, { method: 'POST' })).status).toBe(200);
  const photo = await fetch(`${baseUrl()}${link}/photo`, { method: 'POST', headers: { 'content-type': 'image/jpeg' }, body: new Uint8Array(await cameraPhoto(new Date())) });
  expect(photo.status).toBe(200);
  const { photoId } = (await photo.json()) as { photoId: string };
  const answer = JSON.stringify({ answer_text: 'Open.', answer_bool: true, lat: spot.lat, lng: spot.lng, photo_id: photoId });
  const submissions = await Promise.all(
    servers().map((server) => fetch(`${server}${link}/answer`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: answer })),
  );
  expect(submissions.map((response) => response.status).sort()).toEqual([200, 409]);
  // Verification and payout run again from every side at once: still one payout.
  await Promise.all(Array.from({ length: 5 }, () => verifyAndSettle(task_id, new Date())));
  expect(await db().answer.count({ where: { taskId: task_id } })).toBe(1);
  expect(await db().ledgerEntry.count({ where: { taskId: task_id, kind: 'worker_payout' } })).toBe(1);
  expect(await db().ledgerEntry.count({ where: { taskId: task_id, kind: 'fee_capture' } })).toBe(1);
  expect((await db().task.findUniqueOrThrow({ where: { id: task_id } })).status).toBe('paid');
  expect((await db().worker.findUniqueOrThrow({ where: { id: worker.id } })).earningsCents).toBe(200);
});

test('both processes sweep expiry at once: each overdue task is refunded once', async () => {
  const agent = await signUp();
  const ids: string[] = [];
  for (let index = 0; index < 4; index++) ids.push((await agent.ask({ bounty_usd: 1 })).body.task_id);
  await db().task.updateMany({ where: { id: { in: ids } }, data: { deadlineAt: new Date(Date.now() - 1000) } });
  // The two servers' background sweeps and the agent's reads through both race here.
  await Promise.all(servers().flatMap((server) => [agent.via(server).call('GET', '/v1/tasks'), agent.via(server).call('GET', '/v1/balance')]));
  await expect.poll(async () => db().task.count({ where: { id: { in: ids }, status: 'expired' } }), { timeout: 5000 }).toBe(4);
  expect(await db().ledgerEntry.count({ where: { taskId: { in: ids }, kind: 'escrow_refund' } })).toBe(4);
  expect((await agent.call('GET', '/v1/balance')).body).toMatchObject({ balance_usd: 20, escrowed_usd: 0 });
});
