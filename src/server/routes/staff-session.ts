import type { Context } from 'hono';
import type { OperationHandlers } from '../app.ts';
import { auditActorOf, recordAudit } from '../audit/record.ts';
import type { AppEnv } from '../http/env.ts';
import { ok } from '../http/envelope.ts';
import { fillIn } from '../http/fill-in.ts';
import { clientAddress } from '../http/client-address.ts';
import { limit } from '../http/handlers/checks.ts';
import { jsonBody } from '../http/handlers/input.ts';
import { checkedBody } from '../http/checked-input.ts';
import { refuse, refuseField } from '../http/handlers/refusal.ts';
import { currentStaff } from '../http/handlers/staff.ts';
import { actorAs } from '../staff/actor.ts';
import { staffMessages } from '../staff/messages.ts';
import { STAFF_CODE_TRIES_PER_SESSION } from '../staff/policy.ts';
import { recoveryCodesLeft } from '../staff/recovery-codes.ts';
import { completeSecondFactor, secondFactorDone, signOut, signOutEverywhere } from '../staff/second-factor.ts';
import { STAFF_HALF_OPEN_SECONDS, STAFF_IDLE_SECONDS } from '../staff/sessions.ts';
import { countFailedTry, takeSignInTry } from '../staff/slowing.ts';
import { findByEmail, findStaff, normalisedEmail } from '../staff/team.ts';
import { matchingStep, openTotpSecret } from '../staff/totp.ts';

// Staff sign-in in two steps (decision 093): the password opens a half-open session that can only answer the second
// factor; the TOTP code or a recovery code opens it. Every try, either step, right or wrong, leaves an audit row.

/** Code 429 with how long to wait, in seconds up to two minutes and in minutes after. */
function slowed(retryAfterSeconds: number): never {
  const words = retryAfterSeconds >= 120
    ? fillIn(staffMessages.slowedMinutes, { minutes: Math.ceil(retryAfterSeconds / 60) })
    : fillIn(staffMessages.slowedSeconds, { seconds: retryAfterSeconds });
  return refuse(429, words, { reason: 'slowed', retryAfterSeconds });
}

async function signInFailed(c: Context<AppEnv>, action: string, staff: { id: string; centerId: string | null } | undefined, after: Record<string, unknown>) {
  await recordAudit(c.get('db'), auditActorOf(c), {
    action, recordKind: 'staff', recordId: staff?.id, centerId: staff?.centerId ?? null, after,
  }, c.get('accounts').now());
}

export const staffSessionHandlers: OperationHandlers = {
  /**
   * Order matters as at the applicants' door: the address's limit first; a known person's try is taken from their
   * count before the password is checked; an unknown e-mail costs a password hash and answers like a wrong password.
   */
  async staffSignIn(c) {
    const body = checkedBody(c, 'staffSignIn');
    const accounts = c.get('accounts');
    const db = c.get('db');
    await limit(c, `staff-sign-in:ip:${clientAddress(c)}`, accounts.policy.loginsPerIpPer10Min, 600);
    const email = normalisedEmail(body.email);
    const staff = await findByEmail(db, email);
    if (staff) {
      const slowing = await takeSignInTry(db, staff.id, accounts.now());
      if (!slowing.allowed) {
        await signInFailed(c, 'staff.signIn.failed', staff, { email, reason: 'slowed', retryAfterSeconds: slowing.retryAfterSeconds });
        slowed(slowing.retryAfterSeconds);
      }
    }
    const matches = await accounts.passwords.verify(body.password, staff?.passwordHash ?? accounts.passwords.decoyHash);
    if (!staff?.passwordHash || !matches) {
      await signInFailed(c, 'staff.signIn.failed', staff, { email, reason: staff ? 'wrongPassword' : 'unknownEmail' });
      return refuse(400, staffMessages.signInFailed);
    }
    // Past the password: saying why now tells nothing to someone who does not have it.
    if (staff.status === 'disabled') {
      await signInFailed(c, 'staff.signIn.failed', staff, { email, reason: 'disabled' });
      return refuse(403, staffMessages.disabled);
    }
    if (!staff.totpSecret || !staff.totpConfirmedAt) {
      await signInFailed(c, 'staff.signIn.failed', staff, { email, reason: 'notEnrolled' });
      return refuse(409, staffMessages.notEnrolled);
    }
    const { token, sessionId } = await accounts.staffTokens.issue(staff.id, clientAddress(c));
    await recordAudit(db, actorAs(c, staff), {
      action: 'staff.signIn.password', recordKind: 'staff', recordId: staff.id, centerId: staff.centerId, after: { sessionId },
    }, accounts.now());
    c.header('Cache-Control', 'no-store');
    return ok(c, 'staffSignIn', { token, tokenType: 'Bearer', expiresIn: STAFF_HALF_OPEN_SECONDS, methods: ['totp', 'recoveryCode'] });
  },

  /** The body's shape (exactly one of code and recoveryCode) was checked against the contract at the door. */
  async staffSignInSecondFactor(c) {
    const staff = currentStaff(c);
    const body = (await jsonBody(c)) as { code?: string; recoveryCode?: string };
    const accounts = c.get('accounts');
    const db = c.get('db');
    const { tokenSecret, storedSecretsKey } = c.get('config');
    const method = body.code !== undefined ? 'totp' : 'recoveryCode';
    const failed = (reason: string, extra: Record<string, unknown> = {}) =>
      signInFailed(c, 'staff.secondFactor.failed', staff, { method, reason, ...extra });
    const wrong = async (reason: string, extra: Record<string, unknown> = {}) => {
      await countFailedTry(db, staff.id, accounts.now());
      await failed(reason, extra);
    };

    if (await secondFactorDone(db, staff.sessionId)) return refuse(409, staffMessages.secondFactorDone);
    // Taken before the code is checked, in one step across processes: a hundred guesses sent at once on one session
    // are three checked guesses, and the session ends with the fourth.
    const tries = await accounts.rateLimiter.hit(`staff-second-factor:${staff.sessionId}`, STAFF_CODE_TRIES_PER_SESSION, STAFF_HALF_OPEN_SECONDS);
    if (!tries.allowed) {
      await accounts.staffTokens.revoke(staff.sessionId, 'codeTriesUsed');
      await failed('codeTriesUsed');
      return refuse(401, staffMessages.codeTriesUsed);
    }
    const row = await findStaff(db, staff.id);
    if (!row) return refuse(401, 'loginAgain');
    let step: number | null = null;
    if (body.code !== undefined) {
      step = row.totpSecret ? await matchingStep(openTotpSecret(row.totpSecret, storedSecretsKey), body.code, accounts.now()) : null;
      if (step === null) {
        await wrong('wrongCode');
        return refuseField(c, 'code', staffMessages.codeWrong);
      }
    }

    const outcome = await completeSecondFactor(db, {
      staff, method, step, recoveryCode: body.recoveryCode ?? '', tokenSecret, at: accounts.now(), actor: auditActorOf(c),
      staffTokens: accounts.staffTokens, signedOut: () => refuse(401, 'loginAgain'),
    });
    if (outcome === 'replay') {
      await wrong('replay', { step });
      return refuseField(c, 'code', staffMessages.codeUsed);
    }
    if (outcome === 'wrongRecoveryCode') {
      await wrong('wrongRecoveryCode');
      return refuseField(c, 'recoveryCode', staffMessages.recoveryCodeWrong);
    }
    c.header('Cache-Control', 'no-store');
    return ok(c, 'staffSignInSecondFactor', {
      expiresIn: STAFF_IDLE_SECONDS,
      staff: { id: row.id, email: row.email, name: row.name, role: row.role, centerId: row.centerId, status: row.status },
      recoveryCodesLeft: await recoveryCodesLeft(db, staff.id),
    });
  },

  async staffSignOut(c) {
    const staff = currentStaff(c);
    const { staffTokens, now } = c.get('accounts');
    await signOut(c.get('db'), staffTokens, auditActorOf(c), staff, now);
    return ok(c, 'staffSignOut', null);
  },

  /** This session too: someone who fears a session left open elsewhere signs in afresh, as everyone else must. */
  async staffSignOutEverywhere(c) {
    const staff = currentStaff(c);
    const { staffTokens, now } = c.get('accounts');
    const count = await signOutEverywhere(c.get('db'), staffTokens, auditActorOf(c), staff, now);
    return ok(c, 'staffSignOutEverywhere', { count });
  },
};
