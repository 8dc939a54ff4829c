import { passwordSchema } from '../../domain/account-rules.ts';
import { createApplicant, findUserByAccount, isUniqueViolation, normaliseEmail, setPasswordHash, userInfo } from '../accounts/users.ts';
import type { OperationHandlers } from '../app.ts';
import { ok } from '../http/envelope.ts';
import { serverMessages } from '../http/messages.ts';
import { PASSWORD_RESETS_PER_IP_PER_HOUR } from '../accounts/policy.ts';
import { clientAddress } from '../http/client-address.ts';
import { decryptPassword, limit, requireCode } from '../http/handlers/checks.ts';
import { checkField } from '../http/handlers/input.ts';
import { checkedBody } from '../http/checked-input.ts';
import { refuse } from '../http/handlers/refusal.ts';
import { accountWords } from '../http/handlers/words.ts';

export const accountSignUpHandlers: OperationHandlers = {
  async signUp(c) {
    const body = checkedBody(c, 'signUp');
    const password = checkField(c, 'password', passwordSchema, await decryptPassword(c, 'password', body.keyId, body.password), accountWords);
    const db = c.get('db');
    const email = body.email ? normaliseEmail(body.email) : null;
    if (await findUserByAccount(db, body.mobile)) refuse(409, 'mobileTaken');
    if (email && (await findUserByAccount(db, email))) refuse(409, 'emailTaken');
    await requireCode(c, 'smsCode', body.mobile, 'signup', body.smsCode);
    const { now, passwords } = c.get('accounts');
    const passwordHash = await passwords.hash(password);
    const user = await createApplicant(db, now, { mobile: body.mobile, email, passwordHash }, c.get('language')).catch((error: unknown) => {
      if (isUniqueViolation(error)) return refuse(409, 'mobileTaken');
      throw error;
    });
    return ok(c, 'signUp', await userInfo(db, user));
  },

  /** Every refusal here is about the code or the password, never about whether the account exists. */
  async resetPassword(c) {
    const body = checkedBody(c, 'resetPassword');
    await limit(c, `reset-password:ip:${clientAddress(c)}`, PASSWORD_RESETS_PER_IP_PER_HOUR, 3600);
    const password = checkField(c, 'newPassword', passwordSchema, await decryptPassword(c, 'newPassword', body.keyId, body.newPassword), accountWords);
    // The contract requires the field `by` names (PasswordResetRequest's if/then).
    const target = body.by === 'mobile' ? body.mobile! : normaliseEmail(body.email!);
    await requireCode(c, 'code', target, 'resetPassword', body.code);
    const db = c.get('db');
    const user = await findUserByAccount(db, target);
    if (!user) return refuse(400, 'codeWrong', { fields: { code: serverMessages.codeWrong[c.get('language')] } });
    const { tokens, lockout, passwords } = c.get('accounts');
    await setPasswordHash(db, user.id, await passwords.hash(password));
    await tokens.revokeAllOf(user.id, 'passwordReset');
    await lockout.succeed(user.id);
    return ok(c, 'resetPassword', null);
  },
};
