import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { emailCodeSchema, emailSchema, mobileSchema, passwordSchema, smsCodeSchema } from '../../domain/account-rules.ts';
import { findUser, findUserByAccount, isUniqueViolation, normaliseEmail, userInfo } from '../accounts/users.ts';
import type { OperationHandlers } from '../app.ts';
import type { Context } from 'hono';
import * as t from '../db/schema.ts';
import type { AppEnv } from '../http/env.ts';
import { ok } from '../http/envelope.ts';
import { serverMessages } from '../http/messages.ts';
import { PASSWORD_CHANGES_PER_USER_PER_15_MIN } from '../accounts/policy.ts';
import { decryptPassword, limit, requireCode } from '../http/handlers/checks.ts';
import { jsonBody, parse } from '../http/handlers/input.ts';
import { refuse } from '../http/handlers/refusal.ts';
import { currentUserId } from '../http/handlers/session.ts';
import { now } from '../http/handlers/clock.ts';
import { accountWords } from '../http/handlers/words.ts';
import { enqueueMobileChanged } from '../notifications/mobile-changed.ts';

const encrypted = z.string().min(1).max(1024);
const passwordChangeBody = z.object({ oldPsd: encrypted, newPsd: encrypted, confirmPsd: encrypted, authCode: smsCodeSchema, keyId: z.string().min(1) });
const mobileChangeBody = z.object({ mobile: mobileSchema, smsCode: smsCodeSchema, password: encrypted, keyId: z.string().min(1) });
/** Each change checks a code (and the mobile's a password): without a cap per user, an oracle for both. */
const CONTACT_CHANGES_PER_USER_PER_15_MIN = 10;
const newPasswords = z.object({ newPsd: passwordSchema, confirmPsd: z.string() })
  .refine((value) => value.newPsd === value.confirmPsd, { error: 'passwordMismatch', path: ['confirmPsd'] });

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
    const body = parse(c, passwordChangeBody, await jsonBody(c), { words: accountWords });
    const user = await tokenUser(c);
    await limit(c, `change-password:user:${user.id}`, PASSWORD_CHANGES_PER_USER_PER_15_MIN, 900);
    const [oldPsd, newPsd, confirmPsd] = [
      await decryptPassword(c, 'oldPsd', body.keyId, body.oldPsd),
      await decryptPassword(c, 'newPsd', body.keyId, body.newPsd),
      await decryptPassword(c, 'confirmPsd', body.keyId, body.confirmPsd),
    ];
    parse(c, newPasswords, { newPsd, confirmPsd }, { words: accountWords });
    const language = c.get('language');
    const { passwords } = c.get('accounts');
    if (!(await passwords.verify(oldPsd, user.passwordHash))) refuse(400, 'oldPasswordWrong', { fields: { oldPsd: serverMessages.oldPasswordWrong[language] } });
    if (oldPsd === newPsd) refuse(400, 'samePassword', { fields: { newPsd: serverMessages.samePassword[language] } });
    if (!user.mobile) return refuse(400, 'codeWrong', { fields: { authCode: serverMessages.codeWrong[language] } });
    await requireCode(c, 'authCode', user.mobile, 'changePassword', body.authCode);
    await c.get('db').update(t.users).set({ passwordHash: await passwords.hash(newPsd) }).where(eq(t.users.id, user.id));
    await c.get('accounts').tokens.revokeAllOf(user.id, 'passwordChanged');
    return ok(c, 'changePassword', null);
  },

  /**
   * The sign-in mobile is the account: besides the code sent to the new number (it is theirs), the password (it is
   * them). The code is checked before saying the number is taken, so the call tells nothing to whoever does not hold
   * that number (issue 39 item 5); the old number and the e-mail hear of the change (issue 38 item 9).
   */
  async changeMobile(c) {
    const body = parse(c, mobileChangeBody, await jsonBody(c), { words: accountWords });
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
    const row = await db.transaction(async (tx) => {
      const [changed] = await tx.update(t.users).set({ mobile: body.mobile }).where(eq(t.users.id, user.id)).returning();
      if (user.mobile !== body.mobile) await enqueueMobileChanged(tx, { userId: user.id, oldMobile: user.mobile, email: user.email, at });
      return changed!;
    }).catch((error: unknown) => (isUniqueViolation(error) ? refuse(409, 'mobileTaken') : Promise.reject(error)));
    return ok(c, 'changeMobile', await userInfo(db, row));
  },

  async changeEmail(c) {
    const body = parse(c, z.object({ email: emailSchema, emailCode: emailCodeSchema }), await jsonBody(c), { words: accountWords });
    const user = await tokenUser(c);
    const db = c.get('db');
    const email = normaliseEmail(body.email);
    await limit(c, `change-email:user:${user.id}`, CONTACT_CHANGES_PER_USER_PER_15_MIN, 900);
    // The code first: "already registered" only to whoever received the code at that address (issue 39 item 5).
    await requireCode(c, 'emailCode', email, 'changeEmail', body.emailCode);
    if (await findUserByAccount(db, email)) refuse(409, 'emailTaken');
    const [row] = await db.update(t.users).set({ email }).where(eq(t.users.id, user.id)).returning()
      .catch((error: unknown) => (isUniqueViolation(error) ? refuse(409, 'emailTaken') : Promise.reject(error)));
    return ok(c, 'changeEmail', await userInfo(db, row!));
  },
};
