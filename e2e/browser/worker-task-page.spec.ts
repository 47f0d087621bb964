import { expect, test, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import sharp from 'sharp';
import { db } from '../../src/db/client.ts';
import { resolveDispute, settleNeedsReview } from '../../src/domain/review/settle-review.ts';
import { signUp } from '../support/api.ts';
import { baseUrl } from '../support/api.ts';
import { expectBooksBalanced } from '../support/ledger.ts';
import { blockTiles, expectMarkers, VIEWPORTS } from '../support/maps.ts';
import { addTestWorker, cameraPhoto, linkFor, northOf, privateSpot } from '../support/workers.ts';

test.afterAll(expectBooksBalanced);

type Spot = { lat: number; lng: number };
const staff = { email: 'staff@test' };

async function taskFor(spot: Spot, workers = 1) {
  const people = await Promise.all(Array.from({ length: workers }, (_, index) => addTestWorker(northOf(spot, index * 10), `Worker ${index}`)));
  const agent = await signUp();
  const asked = await agent.ask({ question: 'Is the kiosk open right now?', location: spot, task_type: 'is_open', bounty_usd: 4 });
  expect(asked.status).toBe(200);
  const taskId = asked.body.task_id as string;
  return { agent, taskId, links: await Promise.all(people.map((person) => linkFor(taskId, person.phone))) };
}

async function phone(browser: Browser, link: string, at: Spot, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    geolocation: { latitude: at.lat, longitude: at.lng },
    permissions: ['geolocation'],
    viewport: { width: 390, height: 844 },
    isMobile: true,
    ...options,
  });
  await blockTiles(context);
  const page = await context.newPage();
  await page.goto(link);
  return page;
}

async function claim(page: Page) {
  await page.getByRole('button', { name: 'Claim this task' }).click();
  await expect(page.getByText('It is yours')).toBeVisible();
}

async function sendAnswer(page: Page, photo: Buffer) {
  await page.getByLabel('Take photo').setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByText('Photo received.')).toBeVisible();
  await page.getByLabel('Yes', { exact: true }).check();
  await page.getByLabel('What did you see?').fill('Open, lights on.');
  await page.getByRole('button', { name: 'Send answer' }).click();
  // Sending runs the photo-content model: give a loaded machine time (a wait, not a speed limit).
  await expect(page.getByRole('heading', { name: 'Answer sent' })).toBeVisible({ timeout: 30_000 });
}

for (const { name, viewport } of VIEWPORTS) {
  test(`${name}: the map shows the place and the worker, the distance, and says when tiles cannot load; deadline in local time`, async ({ browser }) => {
    const spot = privateSpot();
    const { links } = await taskFor(spot);
    const page = await phone(browser, links[0] ?? '', northOf(spot, 400), { viewport, isMobile: name === 'phone', timezoneId: 'Asia/Tokyo', locale: 'en-US' });
    await expectMarkers(page, ['the place', 'your position']);
    await expect(page.getByText('You are 400 m from the place.')).toBeVisible();
    await expect(page.getByText(`Map tiles could not load; the place is at ${spot.lat.toFixed(5)}, ${spot.lng.toFixed(5)}`)).toBeVisible();
    // The phone's own zone and a countdown, not only UTC.
    await expect(page.locator('time')).toHaveText(/GMT\+9 \(in (29|30) min\)/);
    await claim(page);
    await expect(page.getByTestId('distance')).toContainText('fail the location check');
    await page.screenshot({ path: `/tmp/pm/worker-task-${name}.png`, fullPage: true });
    const placeLink = page.getByRole('link', { name: /opens a map in a new tab/ });
    await expect(placeLink).toHaveAttribute('target', '_blank');
  });
}

test('tiles that load are shown without the warning', async ({ browser }) => {
  const spot = privateSpot();
  const { links } = await taskFor(spot);
  const context = await browser.newContext({ baseURL: baseUrl(), geolocation: { latitude: spot.lat, longitude: spot.lng }, permissions: ['geolocation'] });
  const tile = await sharp({ create: { width: 256, height: 256, channels: 3, background: '#dfe7d0' } }).png().toBuffer();
  let served = 0;
  await context.route(/tile\.openstreetmap\.org/, (route) => {
    served += 1;
    return route.fulfill({ status: 200, contentType: 'image/png', body: tile });
  });
  const page = await context.newPage();
  await page.goto(links[0] ?? '');
  await expect(page.locator('img.leaflet-tile-loaded').first()).toBeAttached();
  await expect(page.getByText('You are 0 m from the place.')).toBeVisible();
  await expect(page.getByText('Map tiles could not load')).toHaveCount(0);
  expect(served).toBeGreaterThan(0);
});

test('a network drop during Claim and Send gives plain words and a working button; both succeed once back online', async ({ browser }) => {
  const spot = privateSpot();
  const { links } = await taskFor(spot);
  const page = await phone(browser, links[0] ?? '', spot);
  await page.context().setOffline(true);
  await page.getByRole('button', { name: 'Claim this task' }).click();
  await expect(page.getByText('Your phone is offline, so we could not claim the task')).toBeVisible();
  await expect(page.getByText('Failed to fetch')).toHaveCount(0);
  await page.context().setOffline(false);
  await claim(page);

  await page.getByLabel('Take photo').setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: await cameraPhoto(new Date()) });
  await expect(page.getByText('Photo received.')).toBeVisible();
  await page.getByLabel('Yes', { exact: true }).check();
  await page.getByLabel('What did you see?').fill('Open.');
  await page.context().setOffline(true);
  await page.getByRole('button', { name: 'Send answer' }).click();
  await expect(page.getByText('Your phone is offline, so we could not send your answer')).toBeVisible();
  await page.context().setOffline(false);
  await page.getByRole('button', { name: 'Send answer' }).click();
  await expect(page.getByText(/Verified and paid: \$4\.00/)).toBeVisible({ timeout: 30_000 });
});

test('claimed by someone else: the second phone is told and has no Claim button left', async ({ browser }) => {
  const spot = privateSpot();
  const { links } = await taskFor(spot, 2);
  const [first, second] = await Promise.all([phone(browser, links[0] ?? '', spot), phone(browser, links[1] ?? '', spot)]);
  await claim(first);
  await second.getByRole('button', { name: 'Claim this task' }).click();
  await expect(second.getByText('This task was claimed by someone else first.')).toBeVisible();
  await expect(second.getByRole('heading', { name: 'Someone else was faster' })).toBeVisible();
  await expect(second.getByRole('button', { name: 'Claim this task' })).toHaveCount(0);
});

test('reload and Back keep the typed answer and the photo the server already has', async ({ browser }) => {
  const spot = privateSpot();
  const { links } = await taskFor(spot);
  const page = await phone(browser, links[0] ?? '', spot);
  await claim(page);
  await page.getByLabel('Take photo').setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: await cameraPhoto(new Date()) });
  await expect(page.getByText('Photo received.')).toBeVisible();
  await page.getByLabel('No', { exact: true }).check();
  await page.getByLabel('What did you see?').fill('Closed, shutters down.');
  await page.reload();
  await expect(page.getByText('Photo received.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Your photo' })).toBeVisible();
  await expect(page.getByLabel('What did you see?')).toHaveValue('Closed, shutters down.');
  await expect(page.getByLabel('No', { exact: true })).toBeChecked();
  await page.goto('/');
  await page.goBack();
  await expect(page.getByLabel('What did you see?')).toHaveValue('Closed, shutters down.');
  await page.getByRole('button', { name: 'Send answer' }).click();
  await expect(page.getByText(/Verified and paid/)).toBeVisible({ timeout: 30_000 });
});

test('a large photo is downscaled in the browser, with upload progress on a slow network, and keeps its camera time', async ({ browser }) => {
  const spot = privateSpot();
  const { agent, taskId, links } = await taskFor(spot);
  const page = await phone(browser, links[0] ?? '', spot);
  await claim(page);
  // Noise does not compress: about 10 MB, over the server's 8 MiB limit as sent by the camera.
  const noise = Buffer.alloc(3600 * 2700 * 3);
  for (let index = 0; index < noise.length; index++) noise[index] = (index * 2654435761) >>> 24;
  const camera = await sharp(noise, { raw: { width: 3600, height: 2700, channels: 3 } })
    .jpeg({ quality: 100 })
    .withExif({ IFD2: { DateTimeOriginal: exifNow(), OffsetTimeOriginal: '+00:00' } })
    .toBuffer();
  expect(camera.length).toBeGreaterThan(8 * 1024 * 1024);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let sentBytes = 0;
  await page.route('**/photo', async (route) => {
    sentBytes = route.request().postDataBuffer()?.length ?? 0;
    await held;
    await route.continue();
  });
  await page.getByLabel('Take photo').setInputFiles({ name: 'big.jpg', mimeType: 'image/jpeg', buffer: camera });
  await expect(page.getByRole('progressbar', { name: 'Photo upload' })).toBeVisible();
  await expect(page.getByText(/Uploading photo… \d+%/)).toBeVisible();
  release();
  await expect(page.getByText('Photo received.')).toBeVisible();
  expect(sentBytes).toBeGreaterThan(0);
  expect(sentBytes).toBeLessThan(camera.length / 2);
  const photo = await db().photo.findFirstOrThrow({ where: { taskId } });
  expect(photo.exifTakenAt).not.toBeNull();
  expect(photo.exifHasOffset).toBe(true);
  await page.getByLabel('Yes', { exact: true }).check();
  await page.getByLabel('What did you see?').fill('Open.');
  await page.getByRole('button', { name: 'Send answer' }).click();
  await expect(page.getByText(/Verified and paid/)).toBeVisible({ timeout: 30_000 });
  expect((await agent.call('GET', `/v1/tasks/${taskId}`)).body.answer.verification.fresh_ok).toBe(true);
});

test('an old photo is flagged at upload, and after sending the page names the check that failed', async ({ browser }) => {
  const spot = privateSpot();
  const { links } = await taskFor(spot);
  const page = await phone(browser, links[0] ?? '', spot);
  await claim(page);
  await page.getByLabel('Take photo').setInputFiles({ name: 'old.jpg', mimeType: 'image/jpeg', buffer: await cameraPhoto(new Date(Date.now() - 3 * 3600_000)) });
  await expect(page.getByText('The camera says this photo was taken 3 h 0 min ago')).toBeVisible();
  await expect(page.getByText('Photo received.')).toBeVisible();
  await page.getByLabel('Yes', { exact: true }).check();
  await page.getByLabel('What did you see?').fill('Open.');
  await page.getByRole('button', { name: 'Send answer' }).click();
  await expect(page.getByText('a person will review your answer')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'What did not pass' })).toBeVisible();
  await expect(page.getByText(/Live photo: the camera says the photo was taken 18\d minutes before it was sent/)).toBeVisible();
});

test('each outcome is shown: reviewed and paid, upheld with the amount taken back, rejected', async ({ browser }) => {
  test.setTimeout(180_000); // three tasks answered through the page
  const spot = privateSpot();
  const far = await taskFor(spot);
  const page = await phone(browser, far.links[0] ?? '', northOf(spot, 620));
  await claim(page);
  await sendAnswer(page, await cameraPhoto(new Date()));
  await expect(page.getByText(/Location: you were 6\d\d m from the place; it must be within 150 m/)).toBeVisible();
  await settleNeedsReview({ taskId: far.taskId, decision: 'pay', reviewer: staff, note: 'Photo shows the kiosk.' }, new Date());
  await page.reload();
  await expect(page.getByText('A person reviewed your answer and paid you: $4.00')).toBeVisible();

  const disputed = await taskFor(privateSpot());
  const spotB = (await db().task.findUniqueOrThrow({ where: { id: disputed.taskId } })) as Spot;
  const second = await phone(browser, disputed.links[0] ?? '', spotB);
  await claim(second);
  await sendAnswer(second, await cameraPhoto(new Date()));
  await expect(second.getByText(/Verified and paid/)).toBeVisible();
  await disputed.agent.call('POST', `/v1/tasks/${disputed.taskId}/dispute`, { reason: 'Wrong kiosk.' });
  await second.reload();
  await expect(second.getByText('The asker disputed your answer. A person is reviewing it')).toBeVisible();
  await resolveDispute({ taskId: disputed.taskId, decision: 'uphold', reviewer: staff, note: 'Wrong kiosk in the photo.' }, new Date());
  await second.reload();
  await expect(second.getByText("The asker's dispute was upheld: a person found the answer wrong, and $4.00 was taken back from your earnings.")).toBeVisible();
  await expect(second.getByText('We are checking it now')).toHaveCount(0);

  const refused = await taskFor(privateSpot());
  const spotC = (await db().task.findUniqueOrThrow({ where: { id: refused.taskId } })) as Spot;
  const third = await phone(browser, refused.links[0] ?? '', northOf(spotC, 920));
  await claim(third);
  await sendAnswer(third, await cameraPhoto(new Date()));
  await settleNeedsReview({ taskId: refused.taskId, decision: 'refund', reviewer: staff, note: 'Not at the place.' }, new Date());
  await third.reload();
  await expect(third.getByText('A person reviewed your answer and did not pay for it.')).toBeVisible();
  await expect(third.getByText(/Location: you were 9\d\d m/)).toBeVisible();
});

function exifNow(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getUTCFullYear()}:${pad(now.getUTCMonth() + 1)}:${pad(now.getUTCDate())} ${pad(now.getUTCHours())}:${pad(now.getUTCMinutes())}:${pad(now.getUTCSeconds())}`;
}
