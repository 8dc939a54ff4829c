import type { Context } from 'hono';
import { ACCOUNT_STATUS_PER_IP_PER_10_MIN } from '../accounts/policy.ts';
import { signInRefusal } from '../agencies/standing.ts';
import { findLoginUser, findUserByAccount, userInfo, type UserRow } from '../accounts/users.ts';
import type { OperationHandlers } from '../app.ts';
import type { AppEnv } from '../http/env.ts';
import { ok } from '../http/envelope.ts';
import { serverMessages } from '../http/messages.ts';
import { clientAddress } from '../http/client-address.ts';
import { fillIn } from '../http/fill-in.ts';
import { decryptPassword, limit, requireCaptcha } from '../http/handlers/checks.ts';
import { untilText } from '../http/handlers/clock.ts';
import { checkedBody, checkedQuery } from '../http/checked-input.ts';
import { refuse } from '../http/handlers/refusal.ts';

const locked = (c: Context<AppEnv>, until: Date) => refuse(429, fillIn(serverMessages.accountLocked, { until: untilText(until) }));

/**
 * Shared by both logins. Order matters: limits and the graphic code come before any account lookup, and an unknown
 * account costs a password hash and answers exactly like a wrong password. A known account's try is taken from its
 * count across all addresses before the password is checked, so a refused try never reaches the check.
 */
async function logIn(c: Context<AppEnv>, kind: UserRow['kind'], username: string, body: { password: string; keyId: string; deviceId: string; captchaCode: string }) {
  const accounts = c.get('accounts');
  const source = clientAddress(c);
  await limit(c, `login:ip:${source}`, accounts.policy.loginsPerIpPer10Min, 600);
  await requireCaptcha(c, body.deviceId, body.captchaCode);
  const password = await decryptPassword(c, 'password', body.keyId, body.password);
  const db = c.get('db');
  const user = await findLoginUser(db, kind, username);
  if (user) {
    const until = await accounts.lockout.lockedUntil(user.id, source);
    if (until) locked(c, until);
    const slowing = await accounts.slowing.take(user.id);
    if (!slowing.allowed) refuse(429, fillIn(serverMessages.accountSlowed, { seconds: slowing.retryAfterSeconds }));
  }
  const matches = await accounts.passwords.verify(password, user?.passwordHash ?? accounts.passwords.decoyHash);
  if (!user || !matches) {
    const lockedNow = user ? await accounts.lockout.fail(user.id, source) : null;
    if (lockedNow) locked(c, lockedNow);
    return refuse(400, 'loginFailed');
  }
  await accounts.lockout.succeed(user.id, source);
  await accounts.slowing.succeed(user.id);
  // A suspended agency (or account) is told so only once the password proved who is asking (decision 096).
  const suspended = kind === 'travelAgency' ? await signInRefusal(db, user.id) : undefined;
  if (suspended) refuse(403, suspended);
  const { accessToken, expiresIn } = await accounts.tokens.issue(user.id);
  return { accessToken, tokenType: 'Bearer' as const, expiresIn, user: await userInfo(db, user) };
}

export const accountLoginHandlers: OperationHandlers = {
  async login(c) {
    const body = checkedBody(c, 'login');
    return ok(c, 'login', await logIn(c, 'user', body.username, body));
  },

  async loginTravelAgency(c) {
    const body = checkedBody(c, 'loginTravelAgency');
    return ok(c, 'loginTravelAgency', await logIn(c, 'travelAgency', body.account, body));
  },

  async logout(c) {
    const { tokens } = c.get('accounts');
    const token = (c.req.header('authorization') ?? '').slice('Bearer '.length).trim();
    const sessionId = tokens.sessionIdOf(token);
    if (sessionId) await tokens.revoke(sessionId, 'logout');
    return ok(c, 'logout', null);
  },

  async getAccountStatus(c) {
    const { account } = checkedQuery(c, 'getAccountStatus');
    await limit(c, `status:ip:${clientAddress(c)}`, ACCOUNT_STATUS_PER_IP_PER_10_MIN, 600);
    const user = await findUserByAccount(c.get('db'), account);
    // Locked only as seen from the caller's own address: nobody learns whether someone else's account is under attack.
    const until = user ? await c.get('accounts').lockout.lockedUntil(user.id, clientAddress(c)) : null;
    return ok(c, 'getAccountStatus', { account, registered: Boolean(user), locked: Boolean(until), lockedUntil: until?.toISOString() ?? null });
  },
};
