import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { loadServerSecret } from '@/db/server-secret.ts';
import { localPhotoStorage } from './local.ts';
import { photoSignature, photoUrlSecret } from './signing.ts';

/**
 * GET /photos/<key> on the two servers the suite started (same database, same
 * data folder): a link signed by one process works on the other, because the
 * secret is derived from the random server secret they share through the database.
 */
test.beforeAll(() => loadServerSecret(process.env.DATABASE_URL ?? ''));

const servers = () => [process.env.BASE_URL ?? '', process.env.BASE_URL_2 ?? ''];

function serverStorage(baseUrl: string) {
  // The suite's servers keep their files in the scratch folder global setup names in SPOTCHECK_DATA_DIR.
  return localPhotoStorage({ dir: path.resolve(process.env.SPOTCHECK_DATA_DIR ?? '', 'photos'), baseUrl: () => baseUrl, secret: photoUrlSecret });
}

test('a signed link serves the photo with its content type on every server process', async () => {
  const [first, second] = servers();
  const key = `test-${randomUUID()}.jpg`;
  const bytes = Buffer.from([0xff, 0xd8, 0xff, 0xe0, ...Buffer.from('photo bytes'), 0xff, 0xd9]);
  await serverStorage(first ?? '').put(key, bytes, 'image/jpeg');

  const url = await serverStorage(first ?? '').signedUrl(key, 60);
  for (const base of [first, second]) {
    const response = await fetch(url.replace(first ?? '', base ?? ''));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('cache-control')).toBe('private, max-age=60');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(bytes);
  }
});

test('a tampered or missing signature is 403 invalid_signature; an expired link is 410', async () => {
  const [base] = servers();
  const key = `test-${randomUUID()}.jpg`;
  await serverStorage(base ?? '').put(key, Buffer.from('x'), 'image/jpeg');
  const url = new URL(await serverStorage(base ?? '').signedUrl(key, 60));
  const signature = url.searchParams.get('signature') ?? '';

  const tampered = new URL(url);
  tampered.searchParams.set('signature', `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`);
  const extended = new URL(url);
  extended.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 3600));
  const unsigned = new URL(`${base}/photos/${key}`);
  for (const bad of [tampered, extended, unsigned]) {
    const response = await fetch(bad);
    expect(response.status, bad.search).toBe(403);
    const body = await response.json();
    expect(body).toMatchObject({ error: 'invalid_signature' });
    expect(typeof body.message).toBe('string');
    expect(typeof body.fix).toBe('string');
  }

  const past = Math.floor(Date.now() / 1000) - 10;
  const expired = await fetch(`${base}/photos/${key}?expires=${past}&signature=${photoSignature(key, past)}`);
  expect(expired.status).toBe(410);
  expect(await expired.json()).toMatchObject({ error: 'link_expired', message: expect.any(String), fix: expect.any(String) });
});

test('a signed link to a photo that is not stored is 404; a key with other characters is refused', async () => {
  const [base] = servers();
  const missing = await fetch(await serverStorage(base ?? '').signedUrl(`test-${randomUUID()}.jpg`, 60));
  expect(missing.status).toBe(404);
  expect(await missing.json()).toMatchObject({ error: 'not_found' });

  for (const key of ['..%2F..%2Fpackage.json', '.hidden', 'a%20b.jpg']) {
    const response = await fetch(`${base}/photos/${key}?expires=9999999999&signature=${'0'.repeat(64)}`);
    expect(response.status, key).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'invalid_input' });
  }
});
