import { randomInt, randomUUID } from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import { keyedHash } from '../accounts/secrets.ts';
import { RECOVERY_CODE_COUNT } from './policy.ts';
import type { Tx } from './links.ts';

// Recovery codes: for a lost phone. Ten, each used once, kept as keyed hashes (a leaked table gives none away).
// Ten characters of an alphabet without look-alikes (no 0/o, 1/l/i): 50 bits each, read off paper without doubt.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const PURPOSE = 'staff-recovery-code';

const newCode = () => {
  let code = '';
  for (let i = 0; i < 10; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
};

/** As typed: spaces, dashes and capitals do not matter. */
const normalised = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');

/** Replaces the person's codes with ten new ones; answers them for showing once. */
export async function replaceRecoveryCodes(tx: Tx, staffId: string, tokenSecret: string, at: Date): Promise<string[]> {
  await tx.delete(t.staffRecoveryCodes).where(eq(t.staffRecoveryCodes.staffId, staffId));
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  await tx.insert(t.staffRecoveryCodes).values(codes.map((code) => ({
    id: randomUUID(), staffId, codeHash: keyedHash(tokenSecret, PURPOSE, normalised(code)), createdAt: at,
  })));
  return codes;
}

/** Uses one code, in one statement: the same code sent twice at once signs in once. */
export async function useRecoveryCode(tx: Tx, staffId: string, code: string, tokenSecret: string, at: Date): Promise<boolean> {
  const used = await tx.update(t.staffRecoveryCodes).set({ usedAt: at })
    .where(and(
      eq(t.staffRecoveryCodes.staffId, staffId),
      eq(t.staffRecoveryCodes.codeHash, keyedHash(tokenSecret, PURPOSE, normalised(code))),
      isNull(t.staffRecoveryCodes.usedAt),
    ))
    .returning({ id: t.staffRecoveryCodes.id });
  return used.length === 1;
}

export async function recoveryCodesLeft(db: Db | Tx, staffId: string): Promise<number> {
  const [row] = await db.select({ left: count() }).from(t.staffRecoveryCodes)
    .where(and(eq(t.staffRecoveryCodes.staffId, staffId), isNull(t.staffRecoveryCodes.usedAt)));
  return row?.left ?? 0;
}

export async function clearRecoveryCodes(tx: Tx, staffId: string): Promise<void> {
  await tx.delete(t.staffRecoveryCodes).where(eq(t.staffRecoveryCodes.staffId, staffId));
}
