import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { newStorageKey } from './file-storage';
import { S3FileStorage } from './s3-file-storage';

interface SeenRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

/**
 * Just enough of S3's REST API, path-style, on 127.0.0.1: objects in a map, 404 NoSuchKey for
 * missing ones, and every request kept so the tests can check what the SDK sent.
 */
async function startFakeS3(): Promise<{ server: Server; url: string; requests: SeenRequest[] }> {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const requests: SeenRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const path = decodeURIComponent(new URL(req.url ?? '/', 'http://s3').pathname);
      requests.push({ method: req.method ?? '', path, headers: req.headers, body });
      const object = objects.get(path);
      if (req.method === 'PUT') {
        objects.set(path, { body, contentType: String(req.headers['content-type']) });
        res.writeHead(200, { ETag: `"${createHash('md5').update(body).digest('hex')}"` }).end();
      } else if (req.method === 'GET' && object) {
        res.writeHead(200, { 'Content-Type': object.contentType }).end(object.body);
      } else if (req.method === 'GET') {
        res
          .writeHead(404, { 'Content-Type': 'application/xml' })
          .end(
            '<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code>' +
              '<Message>The specified key does not exist.</Message></Error>',
          );
      } else if (req.method === 'DELETE') {
        objects.delete(path);
        res.writeHead(204).end();
      } else {
        res.writeHead(405).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}`, requests };
}

describe('S3FileStorage', () => {
  let fake: Awaited<ReturnType<typeof startFakeS3>>;
  let storage: S3FileStorage;

  beforeAll(async () => {
    fake = await startFakeS3();
    storage = new S3FileStorage({
      kind: 's3',
      bucket: 'coverline-files',
      region: 'eu-west-3',
      endpoint: fake.url,
      forcePathStyle: true,
      credentials: { accessKeyId: 'TESTKEYID', secretAccessKey: 'test-secret' },
    });
  });

  afterAll(async () => {
    storage.onModuleDestroy();
    await new Promise((resolve) => fake.server.close(resolve));
  });

  beforeEach(() => {
    fake.requests.length = 0;
  });

  it('puts, gets and deletes objects in the bucket under the same key', async () => {
    const key = newStorageKey('documents', 'pdf');
    const data = Buffer.from('%PDF-1.7 proposal bytes');
    await storage.put(key, data, 'application/pdf');
    expect((await storage.get(key))?.equals(data)).toBe(true);
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `PUT /coverline-files/${key}`,
      `GET /coverline-files/${key}`,
      `DELETE /coverline-files/${key}`,
      `GET /coverline-files/${key}`,
    ]);
  });

  it('sends signed requests (SigV4 for the region) with the content type and payload hash', async () => {
    const key = newStorageKey('documents', 'pdf');
    const data = Buffer.from('%PDF-1.7 signed');
    await storage.put(key, data, 'application/pdf');
    const [put] = fake.requests;
    expect(put.body.equals(data)).toBe(true);
    expect(put.headers['content-type']).toBe('application/pdf');
    expect(put.headers['content-length']).toBe(String(data.length));
    expect(put.headers['x-amz-content-sha256']).toBe(
      createHash('sha256').update(data).digest('hex'),
    );
    expect(put.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=TESTKEYID\/\d{8}\/eu-west-3\/s3\/aws4_request, SignedHeaders=[^,]*host[^,]*x-amz-content-sha256[^,]*, Signature=[0-9a-f]{64}$/,
    );
    expect(put.headers['x-amz-date']).toMatch(/^\d{8}T\d{6}Z$/);
  });

  it('answers null for a missing object and still fails loudly on other errors', async () => {
    expect(await storage.get(newStorageKey('documents', 'pdf'))).toBeNull();
    const closed = new S3FileStorage({
      kind: 's3',
      bucket: 'coverline-files',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'TESTKEYID', secretAccessKey: 'test-secret' },
    });
    await expect(closed.get(newStorageKey('documents', 'pdf'))).rejects.toThrow();
    closed.onModuleDestroy();
  });

  it('refuses keys that are not API-made before calling the bucket', async () => {
    await expect(storage.get('../other-bucket/x.pdf')).rejects.toThrow('invalid storage key');
    expect(fake.requests).toHaveLength(0);
  });
});
