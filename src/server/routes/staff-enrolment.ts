import QRCode from 'qrcode';
import type { OperationHandlers } from '../app.ts';
import { ok } from '../http/envelope.ts';
import { clientAddress } from '../http/client-address.ts';
import { limit } from '../http/handlers/checks.ts';
import { checkedBody } from '../http/checked-input.ts';
import { refuse, refuseField } from '../http/handlers/refusal.ts';
import { actorAs } from '../staff/actor.ts';
import { enrol, sealedEnrolmentSecret } from '../staff/enrolment.ts';
import { linkState, type LinkVerdict } from '../staff/links.ts';
import { staffMessages } from '../staff/messages.ts';
import { matchingStep, newTotpSecret, openTotpSecret, otpauthUri, sealTotpSecret } from '../staff/totp.ts';

// Enrolment by a one-time link (decision 093): there is no default staff password anywhere. The link's page shows
// the authenticator secret; the person chooses a password and proves the app works with one code.

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
    const sealed = await sealedEnrolmentSecret(db, staff, () => sealTotpSecret(newTotpSecret(), storedSecretsKey));
    const secret = openTotpSecret(sealed, storedSecretsKey);
    const uri = otpauthUri(staff.email, secret);
    c.header('Cache-Control', 'no-store');
    return ok(c, 'getStaffEnrolment', {
      email: staff.email, name: staff.name, role: staff.role, centerId: staff.centerId, purpose: link.purpose,
      expiresAt: link.expiresAt.toISOString(), secret, otpauthUri: uri,
      // Drawn here, not through http/qr-svg.ts: that one keeps what it drew in memory, and this QR is a secret.
      qrSvg: await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }),
    });
  },

  async staffEnrol(c) {
    const body = checkedBody(c, 'staffEnrol');
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

    const recoveryCodes = await enrol(db, {
      staff, token, purpose: link.purpose, passwordHash, step, tokenSecret, at: accounts.now(),
      actorOf: (after) => actorAs(c, after),
      refused: (why) => refuse(409, staffMessages[why]),
    });
    c.header('Cache-Control', 'no-store');
    return ok(c, 'staffEnrol', { recoveryCodes });
  },
};
