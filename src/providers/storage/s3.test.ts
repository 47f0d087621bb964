import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { PhotoNotFoundError } from './keys.ts';
import { s3PhotoStorage } from './s3.ts';

type Recorded = { method: string; url: string; headers: IncomingMessage['headers']; body: Buffer };

/** A path-style S3 stand-in on 127.0.0.1: keeps objects in memory and records every request. */
async function fakeS3(fail?: (req: Recorded, res: ServerResponse) => boolean) {
  const requests: Recorded[] = [];
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const recorded = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) };
      requests.push(recorded);
      if (fail?.(recorded, res)) return;
      const { pathname } = new URL(recorded.url, 'http://s3.test');
      if (recorded.method === 'PUT') {
        objects.set(pathname, { body: recorded.body, contentType: String(req.headers['content-type']) });
        res.writeHead(200, { etag: '"0123abcd"', 'x-amz-request-id': 'REQ1' });
        res.end();
      } else if (recorded.method === 'GET' && objects.has(pathname)) {
        const object = objects.get(pathname)!;
        res.writeHead(200, { 'content-type': object.contentType, 'content-length': object.body.length, etag: '"0123abcd"' });
        res.end(object.body);
      } else {
        s3Error(res, 404, 'NoSuchKey', 'The specified key does not exist.');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    requests,
    objects,
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}

function s3Error(res: ServerResponse, status: number, code: string, message: string): void {
  res.writeHead(status, { 'content-type': 'application/xml', 'x-amz-request-id': 'REQ2' });
  res.end(`<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message><RequestId>REQ2</RequestId></Error>`);
}

const CREDENTIALS = { accessKeyId: 'AKIDTESTEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY' };

test('s3: put and get go to path-style URLs, signed with SigV4, and round-trip bytes and content type', async () => {
  const s3 = await fakeS3();
  try {
    const storage = s3PhotoStorage({ bucket: 'spot-photos', region: 'eu-west-1', endpoint: s3.endpoint, ...CREDENTIALS });
    expect(storage).toMatchObject({ name: 's3', isLive: true });
    const bytes = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 1, 2, 3]);
    await storage.put('task1-abc.jpg', bytes, 'image/jpeg');
    expect(await storage.get('task1-abc.jpg')).toEqual({ bytes, contentType: 'image/jpeg' });

    const [put, get] = s3.requests;
    expect(put?.method).toBe('PUT');
    expect(new URL(put?.url ?? '', 'http://x').pathname).toBe('/spot-photos/task1-abc.jpg');
    expect(put?.headers['content-type']).toBe('image/jpeg');
    expect(put?.body).toEqual(bytes);
    expect(put?.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDTESTEXAMPLE\/\d{8}\/eu-west-1\/s3\/aws4_request, SignedHeaders=[a-z0-9;-]*host[a-z0-9;-]*, Signature=[0-9a-f]{64}$/);
    expect(put?.headers['x-amz-content-sha256']).toBeDefined();
    expect(get?.method).toBe('GET');
    expect(new URL(get?.url ?? '', 'http://x').pathname).toBe('/spot-photos/task1-abc.jpg');
    expect(get?.headers.authorization).toContain('Credential=AKIDTESTEXAMPLE/');
  } finally {
    await s3.close();
  }
});

test('s3: signedUrl is a presigned GET to the object that expires as asked, and fetches the photo', async () => {
  const s3 = await fakeS3();
  try {
    const storage = s3PhotoStorage({ bucket: 'spot-photos', region: 'us-east-1', endpoint: s3.endpoint, ...CREDENTIALS });
    await storage.put('task1-abc.jpg', Buffer.from('jpeg bytes'), 'image/jpeg');
    const requestsBefore = s3.requests.length;
    const url = new URL(await storage.signedUrl('task1-abc.jpg', 3600));
    expect(s3.requests).toHaveLength(requestsBefore); // presigning is local: no request
    expect(`${url.origin}${url.pathname}`).toBe(`${s3.endpoint}/spot-photos/task1-abc.jpg`);
    expect(url.searchParams.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
    expect(url.searchParams.get('X-Amz-Credential')).toMatch(/^AKIDTESTEXAMPLE\/\d{8}\/us-east-1\/s3\/aws4_request$/);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('3600');
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('host');
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    const fetched = await fetch(url);
    expect(fetched.status).toBe(200);
    expect(Buffer.from(await fetched.arrayBuffer()).toString()).toBe('jpeg bytes');
  } finally {
    await s3.close();
  }
});

test('s3: a missing object is PhotoNotFoundError', async () => {
  const s3 = await fakeS3();
  try {
    const storage = s3PhotoStorage({ bucket: 'spot-photos', region: 'us-east-1', endpoint: s3.endpoint, ...CREDENTIALS });
    await expect(storage.get('missing.jpg')).rejects.toBeInstanceOf(PhotoNotFoundError);
  } finally {
    await s3.close();
  }
});

test('s3: a server error throws (after the SDK retries once)', async () => {
  const s3 = await fakeS3((req, res) => {
    s3Error(res, 500, 'InternalError', 'We encountered an internal error. Please try again.');
    return true;
  });
  try {
    const storage = s3PhotoStorage({ bucket: 'spot-photos', region: 'us-east-1', endpoint: s3.endpoint, ...CREDENTIALS });
    await expect(storage.put('task1-abc.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toThrow(/S3 did not store the photo: HTTP 500 \(InternalError/);
    await expect(storage.get('task1-abc.jpg')).rejects.toThrow(/S3 did not return the photo: HTTP 500/);
    expect(s3.requests).toHaveLength(4);
  } finally {
    await s3.close();
  }
});

test('s3: access denied throws', async () => {
  const s3 = await fakeS3((req, res) => {
    s3Error(res, 403, 'AccessDenied', 'Access Denied');
    return true;
  });
  try {
    const storage = s3PhotoStorage({ bucket: 'spot-photos', region: 'us-east-1', endpoint: s3.endpoint, ...CREDENTIALS });
    await expect(storage.put('task1-abc.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toThrow(/HTTP 403 \(AccessDenied/);
  } finally {
    await s3.close();
  }
});

test('s3: no answer within the timeout throws', async () => {
  const s3 = await fakeS3(() => true); // records, never answers
  try {
    const storage = s3PhotoStorage({ bucket: 'spot-photos', region: 'us-east-1', endpoint: s3.endpoint, ...CREDENTIALS, timeoutMs: 300 });
    await expect(storage.get('task1-abc.jpg')).rejects.toThrow(/S3 did not return the photo/);
  } finally {
    await s3.close();
  }
});

test('s3: keys outside [A-Za-z0-9._-] are refused before any request', async () => {
  const s3 = await fakeS3();
  try {
    const storage = s3PhotoStorage({ bucket: 'spot-photos', region: 'us-east-1', endpoint: s3.endpoint, ...CREDENTIALS });
    await expect(storage.put('../other-bucket/x.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toThrow(/Invalid photo key/);
    await expect(storage.signedUrl('a b', 60)).rejects.toThrow(/Invalid photo key/);
    expect(s3.requests).toHaveLength(0);
  } finally {
    await s3.close();
  }
});
