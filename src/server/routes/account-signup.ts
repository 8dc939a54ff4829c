import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { agreementSchema, emailCodeSchema, emailSchema, mobileSchema, passwordSchema, smsCodeSchema } from '../../domain/account-rules.ts';
import { hashPassword } from '../accounts/passwords.ts';
import { createApplicant, findUserByAccount, isUniqueViolation, normaliseEmail, userInfo } from '../accounts/users.ts';
import type { OperationHandlers } from '../app.ts';
import * as t from '../db/schema.ts';
import { ok } from '../http/envelope.ts';
import { serverMessages } from '../http/messages.ts';
import { clientIp, decryptPassword, guardAll, jsonBody, limit, parse, refuse, requireCode } from './account-http.ts';
import { PASSWORD_RESETS_PER_IP_PER_HOUR } from '../accounts/policy.ts';

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

export const accountSignUpHandlers: OperationHandlers = guardAll({
  async signUp(c) {
    const body = parse(c, signUpBody, await jsonBody(c));
    const password = await decryptPassword(c, 'password', body.keyId, body.password);
    parse(c, z.object({ password: passwordSchema }), { password });
    const db = c.get('db');
    const email = body.email ? normaliseEmail(body.email) : null;
    if (await findUserByAccount(db, body.mobile)) refuse(c, 409, 'mobileTaken');
    if (email && (await findUserByAccount(db, email))) refuse(c, 409, 'emailTaken');
    await requireCode(c, 'smsCode', body.mobile, 'signup', body.smsCode);
    const passwordHash = await hashPassword(password);
    const { now } = c.get('accounts');
    const user = await createApplicant(db, now, { mobile: body.mobile, email, passwordHash }).catch((error: unknown) => {
      if (isUniqueViolation(error)) return refuse(c, 409, 'mobileTaken');
      throw error;
    });
    return ok(c, 'signUp', await userInfo(db, user));
  },

  /** Every refusal here is about the code or the password, never about whether the account exists. */
  async resetPassword(c) {
    const body = parse(c, resetBody, await jsonBody(c));
    await limit(c, `reset-password:ip:${clientIp(c)}`, PASSWORD_RESETS_PER_IP_PER_HOUR, 3600);
    const password = await decryptPassword(c, 'newPassword', body.keyId, body.newPassword);
    parse(c, z.object({ newPassword: passwordSchema }), { newPassword: password });
    const target = body.by === 'mobile' ? body.mobile : normaliseEmail(body.email);
    await requireCode(c, 'code', target, 'resetPassword', body.code);
    const db = c.get('db');
    const user = await findUserByAccount(db, target);
    if (!user) return refuse(c, 400, 'codeWrong', { fields: { code: serverMessages.codeWrong[c.get('language')] } });
    await db.update(t.users).set({ passwordHash: await hashPassword(password) }).where(eq(t.users.id, user.id));
    const { tokens, lockout } = c.get('accounts');
    await tokens.revokeAllOf(user.id, 'passwordReset');
    await lockout.succeed(user.id);
    return ok(c, 'resetPassword', null);
  },
});
