import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { ConfigError } from '../config.ts';

// scrypt with a per-user salt; the parameters travel with the hash, so they can be raised without a migration.
/** scrypt's N for every password a production server hashes; nothing outside the sandbox may hash with less. */
export const PASSWORD_COST = 16384;
const blockSize = { r: 8, p: 1 };
const keyLength = 64;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, keyLength, { ...options, maxmem: 64 * 1024 * 1024 }, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/**
 * Hashing at `cost` (scrypt's N). A lower cost exists only so the test server's hundreds of logins do not spend
 * minutes of CPU (decision 060); a production server refuses it, since a weak hash must never be used silently.
 */
export function createPasswords(cost: number = PASSWORD_COST, sandbox = false) {
  if (!Number.isInteger(cost) || cost < 2 || (cost & (cost - 1)) !== 0) throw new ConfigError(`The password hashing cost must be a power of two, not ${cost}`);
  if (cost < PASSWORD_COST && !sandbox) throw new ConfigError(`The password hashing cost ${cost} is below ${PASSWORD_COST}: only a sandbox may hash passwords more cheaply`);
  const params = { N: cost, ...blockSize };

  async function hash(password: string): Promise<string> {
    const salt = randomBytes(16);
    const key = await derive(password, salt, params);
    return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
  }

  return {
    hash,
    async verify(password: string, stored: string): Promise<boolean> {
      const [scheme, n, r, p, salt, key] = stored.split('$');
      if (scheme !== 'scrypt' || !salt || !key) return false;
      const expected = Buffer.from(key, 'base64');
      const actual = await derive(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p) });
      return actual.length === expected.length && timingSafeEqual(actual, expected);
    },
    /** Compared against when the account does not exist, so a wrong username costs as long as a wrong password. */
    decoyHash: `scrypt$${params.N}$${params.r}$${params.p}$AAAAAAAAAAAAAAAAAAAAAA==$` + Buffer.alloc(keyLength).toString('base64'),
  };
}

export type Passwords = ReturnType<typeof createPasswords>;

const production = createPasswords();
/** At the production cost: for what is hashed outside a request (the sandbox's seeded agency). */
export const hashPassword = production.hash;
