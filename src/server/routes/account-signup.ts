import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { agreementSchema, emailCodeSchema, emailSchema, mobileSchema, passwordSchema, smsCodeSchema } from '../../domain/account-rules.ts';
import { createApplicant, findUserByAccount, isUniqueViolation, normaliseEmail, userInfo } from '../accounts/users.ts';
import type { OperationHandlers } from '../app.ts';
import * as t from '../db/schema.ts';
import { ok } from '../http/envelope.ts';
import { serverMessages } from '../http/messages.ts';
import { PASSWORD_RESETS_PER_IP_PER_HOUR } from '../accounts/policy.ts';
import { clientAddress } from '../http/client-address.ts';
import { decryptPassword, limit, requireCode } from '../http/handlers/checks.ts';
import { jsonBody, parse } from '../http/handlers/input.ts';
import { refuse } from '../http/handlers/refusal.ts';
import { accountWords } from '../http/handlers/words.ts';

const encrypted = z.string().min(1).max(1024);

const signUpBody = z.object({
  mobile: mobileSchema,
  smsCode: smsCodeSchema,
  password: encrypted,
  keyId: z.string().min(1),
  email: emailSchema.nullish(),
  agreementAccepted: agreementSchema,
});

const resetBody = z.discriminatedUnion('by', [
  z.object({ by: z.literal('mobile'), mobile: mobileSchema, code: smsCodeSchema, newPassword: encrypted, keyId: z.string().min(1) }),
  z.object({ by: z.literal('email'), email: emailSchema, code: emailCodeSchema, newPassword: encrypted, keyId: z.string().min(1) }),
]);

export const accountSignUpHandlers: OperationHandlers = {
  async signUp(c) {
    const body = parse(c, signUpBody, await jsonBody(c), { words: accountWords });
    const password = await decryptPassword(c, 'password', body.keyId, body.password);
    parse(c, z.object({ password: passwordSchema }), { password }, { words: accountWords });
    const db = c.get('db');
    const email = body.email ? normaliseEmail(body.email) : null;
    if (await findUserByAccount(db, body.mobile)) refuse(409, 'mobileTaken');
    if (email && (await findUserByAccount(db, email))) refuse(409, 'emailTaken');
    await requireCode(c, 'smsCode', body.mobile, 'signup', body.smsCode);
    const { now, passwords } = c.get('accounts');
    const passwordHash = await passwords.hash(password);
    const user = await createApplicant(db, now, { mobile: body.mobile, email, passwordHash }).catch((error: unknown) => {
      if (isUniqueViolation(error)) return refuse(409, 'mobileTaken');
      throw error;
    });
    return ok(c, 'signUp', await userInfo(db, user));
  },

  /** Every refusal here is about the code or the password, never about whether the account exists. */
  async resetPassword(c) {
    const body = parse(c, resetBody, await jsonBody(c), { words: accountWords });
    await limit(c, `reset-password:ip:${clientAddress(c)}`, PASSWORD_RESETS_PER_IP_PER_HOUR, 3600);
    const password = await decryptPassword(c, 'newPassword', body.keyId, body.newPassword);
    parse(c, z.object({ newPassword: passwordSchema }), { newPassword: password }, { words: accountWords });
    const target = body.by === 'mobile' ? body.mobile : normaliseEmail(body.email);
    await requireCode(c, 'code', target, 'resetPassword', body.code);
    const db = c.get('db');
    const user = await findUserByAccount(db, target);
    if (!user) return refuse(400, 'codeWrong', { fields: { code: serverMessages.codeWrong[c.get('language')] } });
    const { tokens, lockout, passwords } = c.get('accounts');
    await db.update(t.users).set({ passwordHash: await passwords.hash(password) }).where(eq(t.users.id, user.id));
    await tokens.revokeAllOf(user.id, 'passwordReset');
    await lockout.succeed(user.id);
    return ok(c, 'resetPassword', null);
  },
};
