import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { accountMessages } from '../../src/domain/account-messages.ts';
import {
  agencyLoginFormSchema, changePasswordFormSchema, emailSchema, feedbackSchema, fieldMessages,
  mobileSchema, passwordSchema, registerFormSchema, retrieveByEmailFormSchema, retrieveByMobileFormSchema,
} from '../../src/domain/account-rules.ts';
import { LANGUAGES } from '../../src/domain/constants.ts';

const validRegistration = {
  mobile: '13812345678', captchaCode: 'AB12', smsCode: '123456', password: 'abc123', confirmPassword: 'abc123', agreementAccepted: true,
};
const errorsOf = (result: { success: boolean; error?: Parameters<typeof fieldMessages>[0] }, language: 'zh' | 'en' | 'ko' = 'zh') =>
  (result.success ? {} : fieldMessages(result.error!, language));

describe('account field rules', () => {
  it('accepts mainland mobile numbers and refuses the rest', () => {
    for (const good of ['13812345678', '19912345678', '15000000000']) expect(mobileSchema.safeParse(good).success).toBe(true);
    for (const bad of ['1381234567', '138123456789', '12812345678', '23812345678', '1381234567a', '']) expect(mobileSchema.safeParse(bad).success).toBe(false);
  });

  it('says "required" for an empty mobile and "not valid" for a wrong one', () => {
    expect(errorsOf(registerFormSchema.safeParse({ ...validRegistration, mobile: '' }))).toMatchObject({ mobile: '请输入手机号码' });
    expect(errorsOf(registerFormSchema.safeParse({ ...validRegistration, mobile: '1234' }), 'en')).toMatchObject({ mobile: 'Please enter a valid 11-digit mainland mobile number' });
  });

  it('takes passwords of 6 to 20 letters or digits only', () => {
    fc.assert(fc.property(fc.stringMatching(/^[A-Za-z0-9]{6,20}$/), (password) => passwordSchema.safeParse(password).success));
    fc.assert(fc.property(fc.stringMatching(/^[A-Za-z0-9]{0,5}$/), (password) => !passwordSchema.safeParse(password).success));
    fc.assert(fc.property(fc.stringMatching(/^[A-Za-z0-9]{21,30}$/), (password) => !passwordSchema.safeParse(password).success));
    for (const bad of ['abc 123', 'abc_123', '密码密码密码', 'abc123!']) expect(passwordSchema.safeParse(bad).success).toBe(false);
    expect(errorsOf(registerFormSchema.safeParse({ ...validRegistration, password: 'abc', confirmPassword: 'abc' }), 'en').password)
      .toMatch(/fill in 6 to 20 digit password/);
  });

  it('requires the confirmation to match, on the confirmation field', () => {
    const result = registerFormSchema.safeParse({ ...validRegistration, confirmPassword: 'abc124' });
    expect(errorsOf(result)).toEqual({ confirmPassword: '两次输入的密码不一致' });
    expect(errorsOf(result, 'en')).toEqual({ confirmPassword: 'Passwords do not match' });
    const change = changePasswordFormSchema.safeParse({ oldPsd: 'old123', newPsd: 'new123', confirmPsd: 'new124', authCode: '123456' });
    expect(errorsOf(change)).toEqual({ confirmPsd: '两次输入的密码不一致' });
  });

  it('requires the agreement tick', () => {
    expect(errorsOf(registerFormSchema.safeParse({ ...validRegistration, agreementAccepted: false }), 'en'))
      .toEqual({ agreementAccepted: 'Protocol is required: please read and accept the agreement' });
    expect(registerFormSchema.safeParse(validRegistration).success).toBe(true);
  });

  it('requires the graphic code and the SMS or e-mail code', () => {
    expect(errorsOf(registerFormSchema.safeParse({ ...validRegistration, captchaCode: ' ', smsCode: '' })))
      .toEqual({ captchaCode: '请输入图形验证码', smsCode: '请输入短信验证码' });
    const byEmail = retrieveByEmailFormSchema.safeParse({ email: 'a@b.cn', captchaCode: 'AB12', code: '', password: 'abc123', confirmPassword: 'abc123' });
    expect(errorsOf(byEmail)).toEqual({ code: '请输入邮箱验证码' });
    expect(retrieveByMobileFormSchema.safeParse({ mobile: '13812345678', captchaCode: 'AB12', code: '1', password: 'abc123', confirmPassword: 'abc123' }).success).toBe(true);
  });

  it('checks the e-mail format', () => {
    expect(emailSchema.safeParse('name@example.com').success).toBe(true);
    for (const bad of ['name', 'name@', '@example.com', 'a b@example.com']) expect(emailSchema.safeParse(bad).success).toBe(false);
    expect(errorsOf(retrieveByEmailFormSchema.safeParse({ email: '', captchaCode: 'x', code: '1', password: 'abc123', confirmPassword: 'abc123' })))
      .toEqual({ email: '请输入电子邮箱' });
  });

  it('needs account, password and graphic code for the travel-agency login', () => {
    expect(Object.keys(errorsOf(agencyLoginFormSchema.safeParse({ account: '', password: '', captchaCode: '' }))))
      .toEqual(['account', 'password', 'captchaCode']);
  });

  it('takes feedback of 6 to 200 characters, not counting outer spaces', () => {
    expect(feedbackSchema.safeParse('   12345   ').success).toBe(false);
    expect(feedbackSchema.safeParse('123456').success).toBe(true);
    expect(feedbackSchema.safeParse('x'.repeat(200)).success).toBe(true);
    expect(feedbackSchema.safeParse('x'.repeat(201)).success).toBe(false);
  });

  it('has every message in zh, en and ko', () => {
    for (const [key, text] of Object.entries(accountMessages)) {
      for (const language of LANGUAGES) expect(text[language], `${key}.${language}`).toMatch(/\S/);
      expect(new Set(Object.values(text)).size, key).toBe(3);
    }
  });
});
