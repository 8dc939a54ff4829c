import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { configFromEnv, ConfigError } from '../../src/server/config.ts';
import { refusalMessage } from '../../src/server/config-problems.ts';
import * as t from '../../src/server/db/schema.ts';
import { copyFilesToBucket } from '../../src/server/files/copy-to-bucket.ts';
import { databaseFileStore, storageReadyOf } from '../../src/server/files/file-storage.ts';
import { saveFile } from '../../src/server/files/file-store.ts';
import { s3FileStore } from '../../src/server/files/s3-file-store.ts';
import { createFileHandlers } from '../../src/server/routes/files.ts';
import { databaseKinds } from '../support/database.ts';
import { startLocalBucket, type LocalBucket } from '../support/local-bucket.ts';
import { startTestServer, testConfig, type TestServer } from '../support/server.ts';
import { upload } from '../support/upload.ts';
import { loginToken, manualClock, register, type AccountServer } from './account-support.ts';
import { startTwinServer } from './files-bucket-support.ts';

// Issue 36 item 1, decision 089: documents in an S3-protocol bucket (s3rver, started here), on both databases.

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const keyOf = (id: string) => `files/${id}`;
let shade = 0;
/** A small PNG unlike every other one of the run. */
const card = () => {
  shade += 1;
  return sharp({ create: { width: 160, height: 100, channels: 3, background: { r: shade % 256, g: (shade * 7) % 256, b: 90 } } }).png().toBuffer();
};

const storageMessages = {
  unavailable: 'The document store cannot be reached at the moment. Please try again in a few minutes',
  missing: "The file's content can no longer be found. Please upload it again",
};

describe.each(databaseKinds())('documents in an S3 bucket on %s', (kind) => {
  let bucket: LocalBucket;
  let server: AccountServer;
  let alice: string;
  let bob: string;
  const twins: TestServer[] = [];

  beforeAll(async () => {
    bucket = await startLocalBucket();
    const clock = manualClock();
    const started = await startTestServer(kind, {
      now: clock.now,
      config: { ...testConfig, loginsPerIpPer10Min: 1000, codeSendsPerIpPerHour: 1000, fileStorage: bucket.storage },
      handlers: createFileHandlers(),
    });
    server = Object.assign(started, { clock });
    await register(server, '13600000021', 'alice01');
    await register(server, '13600000022', 'bob0001');
    alice = await loginToken(server, '13600000021', 'alice01');
    bob = await loginToken(server, '13600000022', 'bob0001');
  });
  afterAll(async () => {
    for (const twin of twins) await twin.close();
    await server?.close();
    await bucket?.close();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    bucket.forward();
  });

  const db = () => server.database.db;
  const rowOf = async (id: string) => (await db().select().from(t.files).where(eq(t.files.id, id)))[0];
  const fileCount = async () => (await db().select({ n: sql<number>`count(*)::int` }).from(t.files))[0]!.n;
  const uploaded = async (on: TestServer = server, language = 'en') => {
    const answer = await upload(on, 'bankCard', await card(), { language });
    return answer;
  };
  const fileIdOf = (answer: { body: { data: unknown } }) => (answer.body.data as { fileId: string }).fileId;
  const preview = (on: TestServer, fileId: string, auth: string, language = 'en') => on.call('POST', '/api/file/preview', { auth, body: { fileId }, language });
  const twin = async (storage: Parameters<typeof startTwinServer>[1]) => {
    const started = await startTwinServer(server, storage);
    twins.push(started);
    return started;
  };
  /** The store's log lines of this test (console.error, as in production). */
  const storageLog = () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    return () => spy.mock.calls.map((args) => String(args[0])).filter((line) => line.includes('"file.storage.failed"')).map((line) => JSON.parse(line) as Record<string, unknown>);
  };

  it('an upload goes to the bucket: the row keeps what is known of it and no bytes, the object is the file, and only its owner reads it', async () => {
    const answer = await uploaded();
    expect(answer.body).toMatchObject({ code: 0, data: { contentType: 'image/png', purpose: 'bankCard' } });
    const id = fileIdOf(answer);
    const row = (await rowOf(id))!;
    expect(row).toMatchObject({ storage: 's3', data: null, contentType: 'image/png', purpose: 'bankCard', ownerId: null });
    const object = await bucket.object(keyOf(id));
    expect(object).not.toBeNull();
    expect(object!.length).toBe(row.size);
    expect(sha256(object!)).toBe(row.sha256);

    const read = await preview(server, id, alice);
    expect(read.body).toMatchObject({ code: 0, data: { fileId: id, width: 160, height: 100 } });
    const shown = Buffer.from((read.body.data as { dataUrl: string }).dataUrl.replace(/^data:image\/jpeg;base64,/, ''), 'base64');
    const { data: pixel } = await sharp(shown).resize(1, 1).raw().toBuffer({ resolveWithObject: true });
    const { data: expected } = await sharp(object!).resize(1, 1).raw().toBuffer({ resolveWithObject: true });
    expect(Math.abs(pixel[0]! - expected[0]!)).toBeLessThan(4);
    expect((await preview(server, id, bob)).body).toMatchObject({ code: 403 });
  });

  it('a file nobody claimed within a day goes with its object at the next upload', async () => {
    const early = fileIdOf(await uploaded());
    expect(await bucket.keys()).toContain(keyOf(early));
    server.clock.advance(24 * 3600 + 1);
    const later = fileIdOf(await uploaded());
    expect(await rowOf(early)).toBeUndefined();
    expect(await bucket.keys()).not.toContain(keyOf(early));
    expect(await rowOf(later)).toMatchObject({ storage: 's3' });
    expect(await bucket.keys()).toContain(keyOf(later));
    // A day idle ended the sign-ins too.
    alice = await loginToken(server, '13600000021', 'alice01');
    bob = await loginToken(server, '13600000022', 'bob0001');
  });

  it('a row whose object has gone answers "upload it again" in the caller\'s language, logs it, and keeps the row', async () => {
    const id = fileIdOf(await uploaded());
    await bucket.deleteObject(keyOf(id));
    const log = storageLog();
    expect((await preview(server, id, alice)).body).toMatchObject({ code: 400, msg: storageMessages.missing, data: null });
    expect((await preview(server, id, alice, 'zh')).body).toMatchObject({ code: 400, msg: '文件内容已无法读取，请重新上传' });
    expect(await rowOf(id)).toMatchObject({ storage: 's3', ownerId: expect.any(String) });
    expect(log()).toContainEqual(expect.objectContaining({ operation: 'get', key: keyOf(id), reason: 'missing' }));
  });

  it('an object that is not the file its row describes is answered like a missing one, never served', async () => {
    const id = fileIdOf(await uploaded());
    await bucket.putObject(keyOf(id), await card());
    storageLog();
    expect((await preview(server, id, alice)).body).toMatchObject({ code: 400, msg: storageMessages.missing });
  });

  it('a process with a wrong key answers a clear error for an upload and a read, keeps no half record, and logs no secret', async () => {
    const stored = fileIdOf(await uploaded());
    expect((await preview(server, stored, alice)).body.code).toBe(0);
    const wrong = await twin({ ...bucket.storage, accessKeyId: 'NOTOURKEY0000001', secretAccessKey: 'not-our-secret-0123456789abcdef' });
    const [rowsBefore, keysBefore] = [await fileCount(), await bucket.keys()];
    const log = storageLog();

    const refused = await uploaded(wrong);
    expect(refused.body).toMatchObject({ code: 500, msg: storageMessages.unavailable, data: null });
    expect((await uploaded(wrong, 'ko')).body).toMatchObject({ code: 500, msg: '문서 저장소에 지금 연결할 수 없습니다. 잠시 후 다시 시도해 주세요' });
    expect(await fileCount()).toBe(rowsBefore);
    expect(await bucket.keys()).toEqual(keysBefore);

    expect((await preview(wrong, stored, alice)).body).toMatchObject({ code: 500, msg: storageMessages.unavailable });
    expect(await rowOf(stored)).toMatchObject({ storage: 's3' });
    expect((await preview(server, stored, alice)).body.code).toBe(0);

    const lines = log();
    expect(lines).toContainEqual(expect.objectContaining({ operation: 'put', reason: 'refused', error: 'InvalidAccessKeyId', status: 403 }));
    expect(lines).toContainEqual(expect.objectContaining({ operation: 'get', key: keyOf(stored), reason: 'refused' }));
    expect(JSON.stringify(lines)).not.toMatch(/NOTOURKEY0000001|not-our-secret/);
  });

  it('a store that goes away half-way through an upload answers a clear error, keeps no record, and the next upload after it is back works', async () => {
    const [rowsBefore, keysBefore, putsBefore] = [await fileCount(), await bucket.keys(), bucket.puts()];
    const log = storageLog();
    bucket.cutPutsAfter(0);
    const cut = await uploaded(server, 'zh');
    expect(cut.body).toMatchObject({ code: 500, msg: '文件存储暂时无法使用，请稍后重试' });
    expect(bucket.puts()).toBeGreaterThan(putsBefore);
    expect(await fileCount()).toBe(rowsBefore);
    expect(await bucket.keys()).toEqual(keysBefore);
    expect(log()).toContainEqual(expect.objectContaining({ operation: 'put', reason: 'unreachable' }));

    bucket.drop();
    expect((await uploaded()).body).toMatchObject({ code: 500, msg: storageMessages.unavailable });
    expect(await fileCount()).toBe(rowsBefore);

    bucket.forward();
    const again = await uploaded();
    expect(again.body.code).toBe(0);
    expect(await bucket.keys()).toContain(keyOf(fileIdOf(again)));
  });

  it('a store that has been shut down answers the same, and no row is written', async () => {
    const gone = await startLocalBucket('portal-gone');
    const orphaned = await twin(gone.storage);
    await gone.close();
    const rowsBefore = await fileCount();
    storageLog();
    expect((await uploaded(orphaned)).body).toMatchObject({ code: 500, msg: storageMessages.unavailable });
    expect(await fileCount()).toBe(rowsBefore);
  });

  it('readiness asks the bucket: ready while it answers, not while it is gone; the database is always ready', async () => {
    const ready = storageReadyOf({ ...testConfig, fileStorage: bucket.storage });
    expect(await ready()).toBe(true);
    storageLog();
    bucket.drop();
    expect(await ready()).toBe(false);
    expect(await storageReadyOf({ ...testConfig })()).toBe(true);
  });

  it('a row that cannot be written takes its object back out of the bucket', async () => {
    await db().execute(sql.raw("CREATE FUNCTION refuse_files() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'no rows today'; END $$"));
    await db().execute(sql.raw('CREATE TRIGGER refuse_files BEFORE INSERT ON files FOR EACH ROW EXECUTE FUNCTION refuse_files()'));
    try {
      const [rowsBefore, keysBefore, putsBefore] = [await fileCount(), await bucket.keys(), bucket.puts()];
      const failed = await uploaded();
      expect(failed.body.code).toBe(500);
      expect(bucket.puts()).toBe(putsBefore + 1);
      expect(await fileCount()).toBe(rowsBefore);
      expect(await bucket.keys()).toEqual(keysBefore);
    } finally {
      await db().execute(sql.raw('DROP TRIGGER refuse_files ON files'));
      await db().execute(sql.raw('DROP FUNCTION refuse_files()'));
    }
  });

  /** Files as a database kept them before FILE_STORAGE=s3. */
  const inDatabase = async (count: number) => {
    const ids: string[] = [];
    for (let i = 0; i < count; i += 1) {
      ids.push((await saveFile(db(), server.clock.now, databaseFileStore(), { purpose: 'bankCard', contentType: 'image/png', data: await card() })).id);
    }
    return ids;
  };
  const rowsOf = (ids: string[]) => db().select().from(t.files).where(inArray(t.files.id, ids)).orderBy(t.files.id);

  it('files:to-bucket copies the database\'s files and checks each; a second run copies nothing and changes nothing', async () => {
    const ids = await inDatabase(3);
    // Served from the database meanwhile, by the server whose new files go to the bucket.
    const before = await preview(server, ids[0]!, alice);
    expect(before.body.code).toBe(0);
    const originals = await rowsOf(ids);
    const store = s3FileStore(bucket.storage);
    try {
      const first = await copyFilesToBucket(db(), store);
      expect(first).toEqual({ found: 3, copied: 3, failed: [] });
      const moved = await rowsOf(ids);
      for (const [index, row] of moved.entries()) {
        const original = originals[index]!;
        expect(row).toEqual({ ...original, storage: 's3', data: null });
        const object = await bucket.object(keyOf(row.id));
        expect(object?.equals(original.data!)).toBe(true);
      }
      expect((await preview(server, ids[0]!, alice)).body).toEqual(before.body);

      const [keys, puts] = [await bucket.keys(), bucket.puts()];
      const second = await copyFilesToBucket(db(), store);
      expect(second).toEqual({ found: 0, copied: 0, failed: [] });
      expect(await rowsOf(ids)).toEqual(moved);
      expect(bucket.puts()).toBe(puts);
      expect(await bucket.keys()).toEqual(keys);
    } finally {
      store.close();
    }
  });

  it('a copy the store leaves half-way keeps every file whole, and running it again finishes it', async () => {
    const ids = await inDatabase(5);
    const store = s3FileStore(bucket.storage, () => {});
    try {
      bucket.cutPutsAfter(2);
      const stopped = await copyFilesToBucket(db(), store);
      expect(stopped).toMatchObject({ found: 5, copied: 2, failed: [], stopped: 'the store did not answer' });
      const rows = await rowsOf(ids);
      expect(rows.filter((row) => row.storage === 's3')).toHaveLength(2);
      for (const row of rows.filter((candidate) => candidate.storage === 'database')) expect(sha256(row.data!)).toBe(row.sha256);

      bucket.forward();
      expect(await copyFilesToBucket(db(), store)).toEqual({ found: 3, copied: 3, failed: [] });
      for (const row of await rowsOf(ids)) {
        expect(row).toMatchObject({ storage: 's3', data: null });
        expect(sha256((await bucket.object(keyOf(row.id)))!)).toBe(row.sha256);
      }
      expect(await copyFilesToBucket(db(), store)).toEqual({ found: 0, copied: 0, failed: [] });
    } finally {
      store.close();
    }
  });

  it('a copy that does not read back as the file leaves the row in the database', async () => {
    const [id] = await inDatabase(1);
    const store = s3FileStore(bucket.storage);
    try {
      const damaging = { ...store, get: async (key: string) => Buffer.concat([await store.get(key), Buffer.from([0])]) };
      expect(await copyFilesToBucket(db(), damaging)).toEqual({ found: 1, copied: 0, failed: [{ id, why: 'the object read back is not the file (size or sha256)' }] });
      expect(await rowOf(id!)).toMatchObject({ storage: 'database', data: expect.any(Buffer) });
      expect(await copyFilesToBucket(db(), store)).toEqual({ found: 1, copied: 1, failed: [] });
    } finally {
      store.close();
    }
  });

  it('a database row whose bytes are not the file it describes is left where it is and named', async () => {
    const [id] = await inDatabase(1);
    await db().update(t.files).set({ sha256: '0'.repeat(64) }).where(eq(t.files.id, id!));
    const store = s3FileStore(bucket.storage);
    try {
      expect(await copyFilesToBucket(db(), store)).toEqual({ found: 1, copied: 0, failed: [{ id, why: "the row's bytes do not match its size or sha256" }] });
      expect(await rowOf(id!)).toMatchObject({ storage: 'database', data: expect.any(Buffer) });
      expect(await bucket.keys()).not.toContain(keyOf(id!));
    } finally {
      await db().delete(t.files).where(eq(t.files.id, id!));
      store.close();
    }
  });

  // PGlite's directory is this test's own process's (locked), so the command as a process runs on PostgreSQL only:
  // defined there alone, rather than counted as skipped on PGlite.
  if (kind === 'postgres') it('npm run files:to-bucket, as an operator runs it: twice, the second time nothing to copy', async () => {
    const ids = await inDatabase(2);
    const run = () => promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/files-to-bucket.ts'], {
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATABASE_URL: server.database.url!, ...bucket.env },
    });
    const first = await run();
    expect(first.stdout).toContain(`2 of 2 files copied to bucket ${bucket.storage.bucket} and checked`);
    expect(first.stderr).not.toMatch(/NodeVersionSupportWarning/);
    expect((await rowsOf(ids)).map((row) => row.storage)).toEqual(['s3', 's3']);
    expect((await run()).stdout).toContain('0 of 0 files copied');
  });
});

describe('FILE_STORAGE settings', () => {
  const full = { SANDBOX: '1', FILE_STORAGE: 's3', S3_ENDPOINT: 'https://oss-cn-hangzhou.aliyuncs.com', S3_REGION: 'oss-cn-hangzhou', S3_BUCKET: 'visa-documents', S3_ACCESS_KEY_ID: 'LTAI-example', S3_SECRET_ACCESS_KEY: 'example-secret' };
  const problemsOf = (env: Record<string, string>) => {
    try {
      configFromEnv(env);
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      return { problems: error.problems.filter((problem) => problem.group === 'file storage (S3)').map((problem) => problem.message), message: refusalMessage(error) };
    }
    return { problems: [], message: '' };
  };

  it('the database unless FILE_STORAGE=s3, then every setting read', () => {
    expect(configFromEnv({ SANDBOX: '1' }).fileStorage).toEqual({ kind: 'database' });
    expect(configFromEnv({ SANDBOX: '1', FILE_STORAGE: 'database' }).fileStorage).toEqual({ kind: 'database' });
    expect(configFromEnv(full).fileStorage).toEqual({
      kind: 's3', endpoint: 'https://oss-cn-hangzhou.aliyuncs.com', region: 'oss-cn-hangzhou', bucket: 'visa-documents',
      accessKeyId: 'LTAI-example', secretAccessKey: 'example-secret', forcePathStyle: false,
    });
    expect(configFromEnv({ ...full, S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: 'true' }).fileStorage).toMatchObject({ endpoint: 'http://127.0.0.1:9000', forcePathStyle: true });
  });

  it('FILE_STORAGE=s3 without its settings refuses the start, naming each in the file storage group', () => {
    const { problems, message } = problemsOf({ SANDBOX: '1', FILE_STORAGE: 's3' });
    expect(problems).toHaveLength(4);
    for (const variable of ['S3_REGION', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']) expect(problems.join('\n')).toContain(`${variable} is not set`);
    expect(message).toContain('file storage (S3):');
  });

  it('refuses an unknown kind, S3 settings the database would ignore, an address in clear, a bucket that cannot be one, and a path style that is not yes or no', () => {
    expect(problemsOf({ SANDBOX: '1', FILE_STORAGE: 'disk' }).problems).toEqual(['FILE_STORAGE must be one of database, s3, not disk']);
    expect(problemsOf({ SANDBOX: '1', S3_BUCKET: 'visa-documents' }).problems[0]).toMatch(/^S3_BUCKET is set but FILE_STORAGE is not s3/);
    expect(problemsOf({ ...full, S3_ENDPOINT: 'http://minio.internal:9000' }).problems).toEqual(['S3_ENDPOINT must be https (plain http only on this machine, for a test server), not http://minio.internal:9000']);
    expect(problemsOf({ ...full, S3_BUCKET: 'Visa_Documents' }).problems[0]).toMatch(/^S3_BUCKET must be a bucket name/);
    expect(problemsOf({ ...full, S3_FORCE_PATH_STYLE: 'yes' }).problems).toEqual(['S3_FORCE_PATH_STYLE must be true or false, not yes']);
  });
});
