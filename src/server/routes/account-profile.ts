import { passwordSchema } from '../../domain/account-rules.ts';
import { accountMessages } from '../../domain/account-messages.ts';
import {
  findUser, findUserByAccount, isUniqueViolation, normaliseEmail, setEmail, setMobile, setPasswordHash, userInfo,
} from '../accounts/users.ts';
import type { OperationHandlers } from '../app.ts';
import type { Context } from 'hono';
import type { AppEnv } from '../http/env.ts';
import { ok } from '../http/envelope.ts';
import { serverMessages } from '../http/messages.ts';
import { PASSWORD_CHANGES_PER_USER_PER_15_MIN } from '../accounts/policy.ts';
import { decryptPassword, limit, requireCode } from '../http/handlers/checks.ts';
import { checkField } from '../http/handlers/input.ts';
import { checkedBody } from '../http/checked-input.ts';
import { refuse, refuseField } from '../http/handlers/refusal.ts';
import { currentUserId } from '../http/handlers/session.ts';
import { now } from '../http/handlers/clock.ts';
import { accountWords } from '../http/handlers/words.ts';

/** Each change checks a code (and the mobile's a password): without a cap per user, an oracle for both. */
const CONTACT_CHANGES_PER_USER_PER_15_MIN = 10;

/** The token's user: every call here acts on that user and no other. */
async function tokenUser(c: Context<AppEnv>) {
  const user = await findUser(c.get('db'), currentUserId(c));
  if (!user) return refuse(401, 'loginAgain');
  return user;
}

export const accountProfileHandlers: OperationHandlers = {
  async getCurrentUser(c) {
    const db = c.get('db');
    return ok(c, 'getCurrentUser', await userInfo(db, await tokenUser(c)));
  },

  /** Success revokes every session of the user, this one included: the client logs in again with the new password. */
  async changePassword(c) {
    const body = checkedBody(c, 'changePassword');
    const user = await tokenUser(c);
    await limit(c, `change-password:user:${user.id}`, PASSWORD_CHANGES_PER_USER_PER_15_MIN, 900);
    const [oldPsd, newPsd, confirmPsd] = [
      await decryptPassword(c, 'oldPsd', body.keyId, body.oldPsd),
      await decryptPassword(c, 'newPsd', body.keyId, body.newPsd),
      await decryptPassword(c, 'confirmPsd', body.keyId, body.confirmPsd),
    ];
    checkField(c, 'newPsd', passwordSchema, newPsd, accountWords);
    const language = c.get('language');
    if (newPsd !== confirmPsd) refuseField(c, 'confirmPsd', accountMessages.passwordMismatch);
    const { passwords } = c.get('accounts');
    if (!(await passwords.verify(oldPsd, user.passwordHash))) refuse(400, 'oldPasswordWrong', { fields: { oldPsd: serverMessages.oldPasswordWrong[language] } });
    if (oldPsd === newPsd) refuse(400, 'samePassword', { fields: { newPsd: serverMessages.samePassword[language] } });
    if (!user.mobile) return refuse(400, 'codeWrong', { fields: { authCode: serverMessages.codeWrong[language] } });
    await requireCode(c, 'authCode', user.mobile, 'changePassword', body.authCode);
    await setPasswordHash(c.get('db'), user.id, await passwords.hash(newPsd));
    await c.get('accounts').tokens.revokeAllOf(user.id, 'passwordChanged');
    return ok(c, 'changePassword', null);
  },

  /**
   * The sign-in mobile is the account: besides the code sent to the new number (it is theirs), the password (it is
   * them). The code is checked before saying the number is taken, so the call tells nothing to whoever does not hold
   * that number (issue 39 item 5); the old number and the e-mail hear of the change (issue 38 item 9).
   */
  async changeMobile(c) {
    const body = checkedBody(c, 'changeMobile');
    const user = await tokenUser(c);
    const db = c.get('db');
    await limit(c, `change-mobile:user:${user.id}`, CONTACT_CHANGES_PER_USER_PER_15_MIN, 900);
    const password = await decryptPassword(c, 'password', body.keyId, body.password);
    if (!(await c.get('accounts').passwords.verify(password, user.passwordHash))) {
      refuse(400, 'oldPasswordWrong', { fields: { password: serverMessages.oldPasswordWrong[c.get('language')] } });
    }
    await requireCode(c, 'smsCode', body.mobile, 'changeMobile', body.smsCode);
    if (await findUserByAccount(db, body.mobile)) refuse(409, 'mobileTaken');
    const at = now(c);
    const row = await setMobile(db, user, body.mobile, at)
      .catch((error: unknown) => (isUniqueViolation(error) ? refuse(409, 'mobileTaken') : Promise.reject(error)));
    return ok(c, 'changeMobile', await userInfo(db, row));
  },

  async changeEmail(c) {
    const body = checkedBody(c, 'changeEmail');
    const user = await tokenUser(c);
    const db = c.get('db');
    const email = normaliseEmail(body.email);
    await limit(c, `change-email:user:${user.id}`, CONTACT_CHANGES_PER_USER_PER_15_MIN, 900);
    // The code first: "already registered" only to whoever received the code at that address (issue 39 item 5).
    await requireCode(c, 'emailCode', email, 'changeEmail', body.emailCode);
    if (await findUserByAccount(db, email)) refuse(409, 'emailTaken');
    const row = await setEmail(db, user.id, email)
      .catch((error: unknown) => (isUniqueViolation(error) ? refuse(409, 'emailTaken') : Promise.reject(error)));
    return ok(c, 'changeEmail', await userInfo(db, row));
  },
};
