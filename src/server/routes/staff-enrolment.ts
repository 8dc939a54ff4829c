import { and, eq, isNull, sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import { z } from 'zod';
import { STAFF_PASSWORD_MAX_LENGTH, STAFF_PASSWORD_MIN_LENGTH, TOTP_CODE_PATTERN } from '../../domain/staff-rules.ts';
import type { OperationHandlers } from '../app.ts';
import * as t from '../db/schema.ts';
import { recordAudit } from '../audit/record.ts';
import { ok } from '../http/envelope.ts';
import { clientAddress } from '../http/client-address.ts';
import { limit } from '../http/handlers/checks.ts';
import { jsonBody, parse } from '../http/handlers/input.ts';
import { refuse, refuseField } from '../http/handlers/refusal.ts';
import { actorAs } from '../staff/actor.ts';
import { claimLink, linkState, type LinkVerdict } from '../staff/links.ts';
import { staffMessages } from '../staff/messages.ts';
import { replaceRecoveryCodes } from '../staff/recovery-codes.ts';
import { matchingStep, newTotpSecret, openTotpSecret, otpauthUri, sealTotpSecret } from '../staff/totp.ts';
import { staffWords } from '../staff/words.ts';

// Enrolment by a one-time link (decision 093): there is no default staff password anywhere. The link's page shows
// the authenticator secret; the person chooses a password and proves the app works with one code.

const enrolBody = z.object({
  password: z.string({ error: 'passwordTooShort' })
    .min(STAFF_PASSWORD_MIN_LENGTH, { error: 'passwordTooShort' }).max(STAFF_PASSWORD_MAX_LENGTH, { error: 'passwordTooLong' }),
  code: z.string({ error: 'codeFormat' }).regex(TOTP_CODE_PATTERN, { error: 'codeFormat' }),
});

const linkRefusals = { unknown: [404, staffMessages.linkUnknown], used: [409, staffMessages.linkUsed], expired: [409, staffMessages.linkExpired] } as const;

function usable(verdict: LinkVerdict): Extract<LinkVerdict, { ok: true }> {
  if (verdict.ok) return verdict;
  const [code, words] = linkRefusals[verdict.why];
  return refuse(code, words);
}

const tokenOf = (raw: string | undefined) => (raw && raw.length <= 100 ? raw : '');

export const staffEnrolmentHandlers: OperationHandlers = {
  /**
   * The secret is made on the first visit and kept (sealed) until enrolment, so reopening the page shows the same QR
   * the app may already hold; the write only fills an empty secret, so two visits at once agree on one.
   */
  async getStaffEnrolment(c) {
    const db = c.get('db');
    const { storedSecretsKey } = c.get('config');
    const token = tokenOf(c.req.param('token'));
    const { link, staff } = usable(await linkState(db, token, c.get('accounts').now()));
    if (!staff.totpSecret) {
      await db.update(t.staffUsers).set({ totpSecret: sealTotpSecret(newTotpSecret(), storedSecretsKey) })
        .where(and(eq(t.staffUsers.id, staff.id), isNull(t.staffUsers.totpSecret)));
    }
    const [row] = await db.select({ totpSecret: t.staffUsers.totpSecret }).from(t.staffUsers).where(eq(t.staffUsers.id, staff.id));
    const secret = openTotpSecret(row!.totpSecret!, storedSecretsKey);
    const uri = otpauthUri(staff.email, secret);
    c.header('Cache-Control', 'no-store');
    return ok(c, 'getStaffEnrolment', {
      email: staff.email, name: staff.name, role: staff.role, centerId: staff.centerId, purpose: link.purpose,
      expiresAt: link.expiresAt.toISOString(), secret, otpauthUri: uri,
      // Drawn here, not through routes/qr-svg.ts: that one keeps what it drew in memory, and this QR is a secret.
      qrSvg: await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }),
    });
  },

  async staffEnrol(c) {
    const body = parse(c, enrolBody, await jsonBody(c), { words: staffWords });
    const accounts = c.get('accounts');
    const db = c.get('db');
    const { storedSecretsKey, tokenSecret } = c.get('config');
    // Each try hashes a password: bounded per address like a sign-in.
    await limit(c, `staff-enrol:ip:${clientAddress(c)}`, accounts.policy.loginsPerIpPer10Min, 600);
    const token = tokenOf(c.req.param('token'));
    const { link, staff } = usable(await linkState(db, token, accounts.now()));
    if (!staff.totpSecret) return refuse(409, staffMessages.enrolmentNotOpened);
    const step = await matchingStep(openTotpSecret(staff.totpSecret, storedSecretsKey), body.code, accounts.now());
    if (step === null) return refuseField(c, 'code', staffMessages.codeWrong);
    const passwordHash = await accounts.passwords.hash(body.password);

    const at = accounts.now();
    const recoveryCodes = await db.transaction(async (tx) => {
      // The link's single use is this one statement; a second enrolment racing with the same link finds it used.
      if (!(await claimLink(tx, token, at))) return refuse(409, staffMessages.linkUsed);
      const [after] = await tx.update(t.staffUsers).set({
        passwordHash, totpConfirmedAt: at, totpLastStep: step, failedSignIns: 0, waitUntil: null,
        status: sql`case when ${t.staffUsers.status} = 'disabled' then 'disabled' else 'active' end`,
      }).where(and(eq(t.staffUsers.id, staff.id), eq(t.staffUsers.totpSecret, staff.totpSecret!))).returning();
      // A reset between the page and this call cleared the secret the code was checked against.
      if (!after) return refuse(409, staffMessages.enrolmentNotOpened);
      const codes = await replaceRecoveryCodes(tx, staff.id, tokenSecret, at);
      await recordAudit(tx, actorAs(c, after), {
        action: 'staff.enrol', recordKind: 'staff', recordId: staff.id, centerId: staff.centerId,
        before: { status: staff.status, totpEnrolled: staff.totpConfirmedAt !== null },
        after: { status: after.status, totpEnrolled: true, link: link.purpose },
      }, at);
      return codes;
    });
    c.header('Cache-Control', 'no-store');
    return ok(c, 'staffEnrol', { recoveryCodes });
  },
};
