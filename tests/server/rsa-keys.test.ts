// The login password keys (issue 13): made once and shared by every process, kept encrypted with STORED_SECRETS_KEY,
// replaced daily, and an old key refused two days after it was made — before, one key lived for ever.
import { constants, publicEncrypt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRsaKeys, RSA_KEY_ACCEPTED_FOR_MS, RSA_KEY_ROTATES_AFTER_MS } from '../../src/server/accounts/rsa.ts';
import * as t from '../../src/server/db/schema.ts';
import { openTestDatabase, type TestDatabase } from '../support/database.ts';
import { manualClock } from './account-support.ts';

const KEY = 'rsa-test-stored-secrets-0123456789abcdef';
const encrypt = (publicKey: string, text: string) =>
  publicEncrypt({ key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(text)).toString('base64');

describe('login password keys', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
  });
  afterAll(() => database?.dispose());

  it('rotate daily, accept a page\'s older key for a while, and refuse it after two days', async () => {
    const clock = manualClock();
    const keys = createRsaKeys(database.db, KEY, clock.now);
    const first = await keys.publicKey();
    const ciphertext = encrypt(first.publicKey, 'secret01');
    expect(await keys.decrypt(first.keyId, ciphertext)).toEqual({ ok: true, text: 'secret01' });
    // Another process on the same database hands out the same key.
    expect((await createRsaKeys(database.db, KEY, clock.now).publicKey()).keyId).toBe(first.keyId);

    clock.advance(RSA_KEY_ROTATES_AFTER_MS / 1000 + 60);
    const second = await keys.publicKey();
    expect(second.keyId).not.toBe(first.keyId);
    // A page loaded before the rotation still signs in.
    expect(await keys.decrypt(first.keyId, ciphertext)).toEqual({ ok: true, text: 'secret01' });

    clock.advance((RSA_KEY_ACCEPTED_FOR_MS - RSA_KEY_ROTATES_AFTER_MS) / 1000);
    expect(await keys.decrypt(first.keyId, ciphertext)).toEqual({ ok: false, why: 'unknownKey' });
    expect(await keys.decrypt(second.keyId, encrypt(second.publicKey, 'secret02'))).toEqual({ ok: true, text: 'secret02' });
  });

  it('keep the private half encrypted, and one kept under another key is not opened', async () => {
    const clock = manualClock('2026-01-01T00:00:00Z');
    const keys = createRsaKeys(database.db, KEY, clock.now);
    const current = await keys.publicKey();
    const rows = await database.db.select().from(t.rsaKeys);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.privateKeyPem).toContain('BEGIN ENCRYPTED PRIVATE KEY');
    const elsewhere = createRsaKeys(database.db, 'another-stored-secrets-key-0123456789', clock.now);
    expect(await elsewhere.decrypt(current.keyId, encrypt(current.publicKey, 'secret03'))).toEqual({ ok: false, why: 'unknownKey' });
  });
});
