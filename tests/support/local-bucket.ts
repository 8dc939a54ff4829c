// A local S3-protocol server for the tests (s3rver, from npm), behind a small TCP proxy the test controls: it counts
// the PUTs that reach the store, and can make the store go away (every connection dropped, or the next PUT cut off
// half-way through its body) and come back, without the real server losing what it holds.
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer, connect, type AddressInfo, type Server, type Socket } from 'node:net';
import { join } from 'node:path';
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { FileStorageConfig, S3Settings } from '../../src/server/files/storage-config.ts';
import { scratchRoot } from './scratch.ts';

interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
type S3rverClass = new (options: { port: number; address: string; silent: boolean; directory: string; configureBuckets: { name: string }[] }) => S3rverInstance;
// s3rver ships no types; this is the little of it the tests use.
const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;

/** s3rver's own keys: any other is refused with InvalidAccessKeyId, as a real store refuses a wrong key. */
export const S3RVER_KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

type Mode = { kind: 'forward' } | { kind: 'drop' } | { kind: 'cutPutsAfter'; allowed: number };

export interface LocalBucket {
  /** FILE_STORAGE=s3 settings reaching the store through the proxy. */
  storage: Extract<FileStorageConfig, { kind: 's3' }>;
  /** The same as environment variables, for a server or command process. */
  env: Record<string, string>;
  /** Object keys in the bucket (read from the store directly, not through the proxy). */
  keys(): Promise<string[]>;
  object(key: string): Promise<Buffer | null>;
  deleteObject(key: string): Promise<void>;
  /** Writes an object behind the portal's back, as damage or an operator's mistake would. */
  putObject(key: string, bytes: Buffer): Promise<void>;
  /** PUT requests that reached the proxy since the start. */
  puts(): number;
  /** The store answers again. */
  forward(): void;
  /** The store is gone: every connection is dropped at once. */
  drop(): void;
  /** The next PUTs after `allowed` more are cut off half-way, and the store is gone from then on. */
  cutPutsAfter(allowed: number): void;
  close(): Promise<void>;
}

export async function startLocalBucket(bucket = 'portal-documents'): Promise<LocalBucket> {
  const directory = mkdtempSync(join(scratchRoot(), `portal-s3-${process.pid}-`));
  const s3rver = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port: storePort } = await s3rver.run();

  let mode: Mode = { kind: 'forward' };
  let puts = 0;
  const sockets = new Set<Socket>();
  const proxy: Server = createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    if (mode.kind === 'drop') {
      client.destroy();
      return;
    }
    const upstream = connect(storePort, '127.0.0.1');
    sockets.add(upstream);
    upstream.on('close', () => sockets.delete(upstream));
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end);
    upstream.on('error', end);
    upstream.on('data', (chunk) => client.write(chunk));
    upstream.on('end', () => client.end());
    client.on('end', () => upstream.end());
    client.on('data', (chunk: Buffer) => {
      if (mode.kind === 'drop') return end();
      if (chunk.subarray(0, 4).toString('latin1') === 'PUT ') {
        puts += 1;
        if (mode.kind === 'cutPutsAfter') {
          if (mode.allowed <= 0) {
            // Half the request reaches the store, then the store is gone.
            mode = { kind: 'drop' };
            upstream.write(chunk.subarray(0, Math.floor(chunk.length / 2)), end);
            return;
          }
          mode = { kind: 'cutPutsAfter', allowed: mode.allowed - 1 };
        }
      }
      upstream.write(chunk);
    });
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const proxyPort = (proxy.address() as AddressInfo).port;

  const settings: S3Settings = { endpoint: `http://127.0.0.1:${proxyPort}`, region: 'us-east-1', bucket, ...S3RVER_KEYS, forcePathStyle: true };
  const direct = new S3Client({
    region: 'us-east-1', endpoint: `http://127.0.0.1:${storePort}`, forcePathStyle: true, credentials: S3RVER_KEYS,
    requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED',
  });

  return {
    storage: { kind: 's3', ...settings },
    env: {
      FILE_STORAGE: 's3', S3_ENDPOINT: settings.endpoint!, S3_REGION: settings.region, S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: settings.accessKeyId, S3_SECRET_ACCESS_KEY: settings.secretAccessKey, S3_FORCE_PATH_STYLE: 'true',
    },
    async keys() {
      const listed = await direct.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((item) => item.Key!).sort();
    },
    async object(key) {
      try {
        const answer = await direct.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return Buffer.from(await answer.Body!.transformToByteArray());
      } catch (error) {
        if ((error as Error).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async deleteObject(key) {
      await direct.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    async putObject(key, bytes) {
      await direct.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: bytes }));
    },
    puts: () => puts,
    forward() {
      mode = { kind: 'forward' };
    },
    drop() {
      mode = { kind: 'drop' };
      for (const socket of sockets) socket.destroy();
    },
    cutPutsAfter(allowed) {
      mode = { kind: 'cutPutsAfter', allowed };
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
      direct.destroy();
      await s3rver.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
