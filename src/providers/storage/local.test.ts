import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { PhotoNotFoundError } from './keys.ts';
import { localPhotoStorage } from './local.ts';
import { photoSignature, verifyPhotoSignature } from './signing.ts';

const SECRET = 'test-secret-0123456789';

function store(now = () => new Date('2026-01-01T12:00:00Z')) {
  const root = mkdtempSync(path.join(tmpdir(), 'spotcheck-photos-'));
  const dir = path.join(root, 'data', 'photos'); // does not exist yet: put creates it
  return { dir, storage: localPhotoStorage({ dir, baseUrl: () => 'http://photos.test', secret: () => SECRET, now }) };
}

test('local storage: put then get returns the same bytes and content type; the folder is created', async () => {
  const { dir, storage } = store();
  expect(storage).toMatchObject({ name: 'local', isLive: true });
  const bytes = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 0, 255]);
  await storage.put('task1-abc.jpg', bytes, 'image/jpeg');
  expect(await storage.get('task1-abc.jpg')).toEqual({ bytes, contentType: 'image/jpeg' });
  // overwrite keeps one file, no temporary files left behind
  await storage.put('task1-abc.jpg', Buffer.from('v2'), 'image/png');
  expect(await storage.get('task1-abc.jpg')).toEqual({ bytes: Buffer.from('v2'), contentType: 'image/png' });
  expect(readdirSync(dir).sort()).toEqual(['.task1-abc.jpg.type', 'task1-abc.jpg']);
});

test('local storage: a missing photo is PhotoNotFoundError', async () => {
  const { storage } = store();
  await expect(storage.get('nope.jpg')).rejects.toBeInstanceOf(PhotoNotFoundError);
});

test('local storage: keys outside [A-Za-z0-9._-] (or starting with a dot) are refused', async () => {
  const { storage } = store();
  for (const key of ['../escape.jpg', 'a/b.jpg', '..', '.hidden', '', 'white space.jpg', 'ünï.jpg', 'a'.repeat(201), 'x%2F..']) {
    await expect(storage.put(key, Buffer.from('x'), 'image/jpeg'), key).rejects.toThrow(/Invalid photo key/);
    await expect(storage.get(key), key).rejects.toThrow(/Invalid photo key/);
    await expect(storage.signedUrl(key, 60), key).rejects.toThrow(/Invalid photo key/);
  }
});

test('local storage: the signed URL verifies until it expires; tampering fails', async () => {
  const now = new Date('2026-01-01T12:00:00Z');
  const { storage } = store(() => now);
  const url = new URL(await storage.signedUrl('task1-abc.jpg', 3600));
  const expires = url.searchParams.get('expires') ?? '';
  const signature = url.searchParams.get('signature') ?? '';

  expect(`${url.origin}${url.pathname}`).toBe('http://photos.test/photos/task1-abc.jpg');
  expect(Number(expires)).toBe(now.getTime() / 1000 + 3600);
  expect(signature).toMatch(/^[0-9a-f]{64}$/);
  expect(signature).toBe(photoSignature('task1-abc.jpg', expires, SECRET));

  expect(verifyPhotoSignature('task1-abc.jpg', expires, signature, now, SECRET)).toEqual({ ok: true });
  expect(verifyPhotoSignature('task1-abc.jpg', expires, signature, new Date(Number(expires) * 1000), SECRET)).toEqual({ ok: true });
  // expired: one second after `expires`
  expect(verifyPhotoSignature('task1-abc.jpg', expires, signature, new Date((Number(expires) + 1) * 1000), SECRET)).toEqual({ ok: false, problem: 'expired' });

  const invalid = { ok: false, problem: 'invalid_signature' };
  const flipped = `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`;
  expect(verifyPhotoSignature('task1-abc.jpg', expires, flipped, now, SECRET)).toEqual(invalid);
  expect(verifyPhotoSignature('task1-abc.jpg', String(Number(expires) + 86_400), signature, now, SECRET)).toEqual(invalid); // extended expiry
  expect(verifyPhotoSignature('task2-abc.jpg', expires, signature, now, SECRET)).toEqual(invalid); // another photo
  expect(verifyPhotoSignature('task1-abc.jpg', expires, signature, now, 'another-secret-0123')).toEqual(invalid);
  expect(verifyPhotoSignature('task1-abc.jpg', expires, signature.toUpperCase(), now, SECRET)).toEqual(invalid);
  expect(verifyPhotoSignature('task1-abc.jpg', expires, signature.slice(0, 32), now, SECRET)).toEqual(invalid);
  expect(verifyPhotoSignature('task1-abc.jpg', null, signature, now, SECRET)).toEqual(invalid);
  expect(verifyPhotoSignature('task1-abc.jpg', expires, null, now, SECRET)).toEqual(invalid);
  expect(verifyPhotoSignature('task1-abc.jpg', `${expires}.5`, signature, now, SECRET)).toEqual(invalid);
  // an expired link with a wrong signature is invalid, not expired (nothing is learnt without the secret)
  expect(verifyPhotoSignature('task1-abc.jpg', '1', flipped, now, SECRET)).toEqual(invalid);
});
