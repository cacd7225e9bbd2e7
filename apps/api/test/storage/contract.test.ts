import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalDocumentStorage, createS3DocumentStorage, type DocumentStorage, type S3StorageConfig } from '../../src/plugins/storage';
import { startS3Server, type S3Server } from '../support/s3-server';

const MiB = 1024 * 1024;

/** One storage under test, and what it holds (finished or not) as its own listing shows it. */
interface Subject {
  storage: DocumentStorage;
  leftovers(): Promise<string[]>;
  close(): Promise<void>;
}

const s3Config = (server: Pick<S3Server, 'endpoint' | 'bucket'>, prefix: string): S3StorageConfig => ({
  kind: 's3',
  bucket: server.bucket,
  prefix,
  endpoint: server.endpoint,
  region: 'us-east-1',
  forcePathStyle: true,
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
});

const subjects: { name: string; start(): Promise<Subject> }[] = [
  {
    name: 'local disk',
    start: async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ctp-storage-'));
      return {
        storage: createLocalDocumentStorage(dir),
        leftovers: async () => fs.readdirSync(dir).sort(),
        close: async () => fs.rmSync(dir, { recursive: true, force: true }),
      };
    },
  },
  {
    name: 'S3 (s3rver)',
    start: async () => {
      const server = await startS3Server({ bucket: 'contract' });
      const storage = createS3DocumentStorage(s3Config(server, 'tenant/docs'));
      return {
        storage,
        leftovers: () => server.objectKeys(),
        close: async () => {
          storage.close();
          await server.close();
        },
      };
    },
  },
];

/** `content` as a stream of 64 KiB chunks, as an upload arrives. */
const streamOf = (content: Buffer) =>
  Readable.from(Array.from({ length: Math.ceil(content.length / (64 * 1024)) }, (_, i) => content.subarray(i * 64 * 1024, (i + 1) * 64 * 1024)));

/** A source that sends `bytes` and then fails with `error`, as a refused or cut-off upload does. */
function failingAfter(bytes: number, error: Error) {
  return Readable.from(
    (async function* () {
      yield* streamOf(randomBytes(bytes));
      throw error;
    })(),
  );
}

async function read(storage: DocumentStorage, key: string) {
  const file = await storage.get(key);
  if (!file) throw new Error(`no file under ${key}`);
  return { size: file.size, content: await buffer(file.stream) };
}

describe.each(subjects)('document storage on $name', ({ start }) => {
  let subject: Subject;
  let storage: DocumentStorage;

  beforeAll(async () => {
    subject = await start();
    storage = subject.storage;
  });
  afterAll(async () => {
    await subject?.close();
  });

  it.each([
    ['a small file', 3_000],
    ['an 11 MiB file (three parts)', 11 * MiB],
  ])('gives back %s byte for byte', async (_, size) => {
    const content = randomBytes(size);
    const stored = await storage.put(streamOf(content));
    expect(stored).toEqual({ key: expect.stringMatching(/^[0-9a-f]{32}$/), size });
    const file = await read(storage, stored.key);
    expect(file.size).toBe(size);
    expect(file.content.equals(content)).toBe(true);
  });

  it('keeps an empty file', async () => {
    const stored = await storage.put(Readable.from([]));
    expect(stored.size).toBe(0);
    expect(await read(storage, stored.key)).toEqual({ size: 0, content: Buffer.alloc(0) });
  });

  it('gives every file a key of its own', async () => {
    const first = await storage.put(streamOf(Buffer.from('same')));
    const second = await storage.put(streamOf(Buffer.from('same')));
    expect(first.key).not.toBe(second.key);
  });

  it('answers undefined for a key it never gave out, and for one that is no key', async () => {
    expect(await storage.get(randomBytes(16).toString('hex'))).toBeUndefined();
    expect(await storage.get('../etc/passwd')).toBeUndefined();
    await expect(storage.delete('../etc/passwd')).resolves.toBeUndefined();
  });

  it('deletes a file, and deleting it again is no error', async () => {
    const { key } = await storage.put(streamOf(Buffer.from('to be deleted')));
    await storage.delete(key);
    await storage.delete(key);
    expect(await storage.get(key)).toBeUndefined();
  });

  it.each([
    ['before the first part is full', 100_000],
    ['after a part has gone up', 7 * MiB],
  ])('rethrows the error of a source that fails %s, and keeps nothing', async (_, bytes) => {
    const before = await subject.leftovers();
    const cutOff = new Error('the client went away');
    await expect(storage.put(failingAfter(bytes, cutOff))).rejects.toBe(cutOff);
    expect(await subject.leftovers()).toEqual(before);
  });

  it('can take files (probe), and a sweep leaves finished files alone', async () => {
    await expect(storage.probe()).resolves.toBeUndefined();
    const { key } = await storage.put(streamOf(Buffer.from('finished')));
    expect(await storage.sweep()).toBe(0);
    expect((await read(storage, key)).content.toString()).toBe('finished');
  });
});

describe('document storage on S3 only', () => {
  let server: S3Server;

  beforeAll(async () => {
    server = await startS3Server({ bucket: 'layout' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it.each([
    ['under the prefix', 'tenant/docs', (key: string) => `tenant/docs/${key}`],
    ['at the top of the bucket without one', '', (key: string) => key],
  ])('names objects %s', async (_, prefix, objectName) => {
    const storage = createS3DocumentStorage(s3Config(server, prefix));
    try {
      const { key } = await storage.put(streamOf(Buffer.from('laid out')));
      expect(await server.objectKeys()).toContain(objectName(key));
      await storage.delete(key);
      expect(await server.objectKeys()).not.toContain(objectName(key));
    } finally {
      storage.close();
    }
  });

  it('fails fast when the storage cannot be reached', async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    const storage = createS3DocumentStorage(s3Config({ bucket: 'layout', endpoint: `http://127.0.0.1:${closedPort}` }, 'docs'));
    try {
      const started = Date.now();
      await expect(storage.probe()).rejects.toThrow();
      await expect(storage.put(streamOf(Buffer.from('nowhere to go')))).rejects.toThrow();
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      storage.close();
    }
  });

  it('sweeps multipart uploads over an hour old under its prefix, page by page, and leaves younger ones', async () => {
    const upload = (key: string, id: string, initiated: Date) =>
      `<Upload><Key>${key}</Key><UploadId>${id}</UploadId><Initiated>${initiated.toISOString()}</Initiated></Upload>`;
    const longAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    const pages = [
      `<IsTruncated>true</IsTruncated><NextKeyMarker>docs/a</NextKeyMarker><NextUploadIdMarker>crashed-1</NextUploadIdMarker>${upload('docs/a', 'crashed-1', longAgo)}`,
      `<IsTruncated>false</IsTruncated>${upload('docs/b', 'running', new Date())}${upload('docs/c', 'crashed-2', longAgo)}`,
    ];
    const listed: (string | null)[] = [];
    const aborted: string[] = [];
    // A server that lists multipart uploads, as AWS and MinIO do (s3rver does not).
    const lister = http.createServer((req, res) => {
      const url = new URL(req.url!, 'http://s3');
      if (req.method === 'DELETE') {
        aborted.push(`${url.pathname} ${url.searchParams.get('uploadId')}`);
        res.writeHead(204).end();
        return;
      }
      listed.push(url.searchParams.get('prefix'));
      const page = url.searchParams.get('key-marker') ? pages[1] : pages[0];
      res.writeHead(200, { 'content-type': 'application/xml' }).end(`<?xml version="1.0" encoding="UTF-8"?><ListMultipartUploadsResult>${page}</ListMultipartUploadsResult>`);
    });
    await new Promise<void>((resolve) => lister.listen(0, '127.0.0.1', resolve));
    const { port } = lister.address() as net.AddressInfo;
    const storage = createS3DocumentStorage(s3Config({ bucket: 'layout', endpoint: `http://127.0.0.1:${port}` }, 'docs'));
    try {
      expect(await storage.sweep()).toBe(2);
      expect(listed).toEqual(['docs/', 'docs/']);
      expect(aborted).toEqual(['/layout/docs/a crashed-1', '/layout/docs/c crashed-2']);
    } finally {
      storage.close();
      await new Promise((resolve) => lister.close(resolve));
    }
  });
});
