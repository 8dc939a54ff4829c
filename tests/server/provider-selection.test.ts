// Which SMS and mail providers a start gets (issue 19 item 5): the outbox in the sandbox and only there, the live
// ones outside it with every variable they need (the missing one named), and /health naming them without secrets.
import { describe, expect, it } from 'vitest';
import { ConfigError, configFromEnv } from '../../src/server/config.ts';
import { messagingFromEnv } from '../../src/server/providers/messaging-config.ts';
import { liveMessagingEnv } from '../support/messaging-env.ts';
import { testSecrets } from '../support/secrets.ts';
import { startLiveMessagingPortal } from './messaging-live-support.ts';

const without = (name: string) => Object.fromEntries(Object.entries(liveMessagingEnv).filter(([key]) => key !== name));

describe('choosing the SMS and mail providers', () => {
  it('takes the outbox in the sandbox and the live providers outside it by default', () => {
    expect(messagingFromEnv({}, true)).toMatchObject({ sms: { provider: 'sandbox' }, mail: { provider: 'sandbox' } });
    const live = messagingFromEnv(liveMessagingEnv, false);
    expect(live.sms).toMatchObject({ provider: 'aliyun', endpoint: 'dysmsapi.aliyuncs.com', protocol: 'https', signName: '签证申请中心' });
    expect(live.mail).toMatchObject({ provider: 'smtp', host: 'smtp.example.cn', port: 465, security: 'tls' });
    expect(live.retryBackoffMs).toEqual([300, 1000]);
  });

  it('refuses a live provider while SANDBOX is on, and the outbox while it is off', () => {
    expect(() => messagingFromEnv({ ...liveMessagingEnv, SMS_PROVIDER: 'aliyun' }, true)).toThrow(/SMS_PROVIDER=aliyun is refused while SANDBOX is on/);
    expect(() => messagingFromEnv({ ...liveMessagingEnv, MAIL_PROVIDER: 'smtp' }, true)).toThrow(/MAIL_PROVIDER=smtp is refused while SANDBOX is on/);
    expect(() => messagingFromEnv({ ...liveMessagingEnv, SMS_PROVIDER: 'sandbox' }, false)).toThrow(/SMS_PROVIDER=sandbox needs SANDBOX=1/);
    expect(() => messagingFromEnv({ ...liveMessagingEnv, MAIL_PROVIDER: 'outbox' }, false)).toThrow(/MAIL_PROVIDER must be one of sandbox, smtp/);
  });

  it.each(Object.keys(liveMessagingEnv))('does not start without %s outside the sandbox, and says so', (variable) => {
    const production = { ...testSecrets, PUBLIC_ORIGIN: 'https://visa.example.cn' };
    expect(() => configFromEnv({ ...production, ...without(variable) })).toThrow(ConfigError);
    expect(() => configFromEnv({ ...production, ...without(variable) })).toThrow(`${variable} is not set`);
  });

  it('picks a template per purpose and per milestone and language, Chinese required', () => {
    const { sms } = messagingFromEnv({
      ...liveMessagingEnv, ALIYUN_SMS_TEMPLATE_SIGNUP_EN: 'SMS_EN', ALIYUN_SMS_TEMPLATE_RESET_PASSWORD_KO: 'SMS_KO',
      ALIYUN_SMS_TEMPLATE_IN_REVIEW_EN: 'SMS_REVIEW_EN', ALIYUN_SMS_TEMPLATE_SUPPLEMENT_REQUESTED_KO: 'SMS_SUPPLEMENT_KO',
    }, false);
    expect(sms.provider === 'aliyun' && sms.templates).toMatchObject({
      signup: { zh: liveMessagingEnv.ALIYUN_SMS_TEMPLATE_SIGNUP, en: 'SMS_EN' },
      resetPassword: { zh: liveMessagingEnv.ALIYUN_SMS_TEMPLATE_RESET_PASSWORD, ko: 'SMS_KO' },
      reservation: { zh: liveMessagingEnv.ALIYUN_SMS_TEMPLATE_RESERVATION },
    });
    expect(sms.provider === 'aliyun' && sms.milestoneTemplates).toEqual({
      paid: { zh: liveMessagingEnv.ALIYUN_SMS_TEMPLATE_PAID },
      accepted: { zh: liveMessagingEnv.ALIYUN_SMS_TEMPLATE_ACCEPTED },
      inReview: { zh: liveMessagingEnv.ALIYUN_SMS_TEMPLATE_IN_REVIEW, en: 'SMS_REVIEW_EN' },
      issued: { zh: liveMessagingEnv.ALIYUN_SMS_TEMPLATE_ISSUED },
      refused: { zh: liveMessagingEnv.ALIYUN_SMS_TEMPLATE_REFUSED },
      returned: { zh: liveMessagingEnv.ALIYUN_SMS_TEMPLATE_RETURNED },
      collected: { zh: liveMessagingEnv.ALIYUN_SMS_TEMPLATE_COLLECTED },
      supplementRequested: { zh: liveMessagingEnv.ALIYUN_SMS_TEMPLATE_SUPPLEMENT_REQUESTED, ko: 'SMS_SUPPLEMENT_KO' },
      correctionRequested: { zh: liveMessagingEnv.ALIYUN_SMS_TEMPLATE_CORRECTION_REQUESTED },
      invoiceIssued: { zh: liveMessagingEnv.ALIYUN_SMS_TEMPLATE_INVOICE_ISSUED },
      mobileChanged: { zh: liveMessagingEnv.ALIYUN_SMS_TEMPLATE_MOBILE_CHANGED },
      centerClosed: { zh: liveMessagingEnv.ALIYUN_SMS_TEMPLATE_CENTER_CLOSED },
      refundStarted: { zh: liveMessagingEnv.ALIYUN_SMS_TEMPLATE_REFUND_STARTED },
      refunded: { zh: liveMessagingEnv.ALIYUN_SMS_TEMPLATE_REFUNDED },
    });
  });

  it('names a missing milestone template among the variables a live start needs', () => {
    // The list the start is checked against (above, one case per variable) holds every milestone's template.
    expect(Object.keys(liveMessagingEnv)).toEqual(expect.arrayContaining([
      'ALIYUN_SMS_TEMPLATE_PAID', 'ALIYUN_SMS_TEMPLATE_IN_REVIEW', 'ALIYUN_SMS_TEMPLATE_SUPPLEMENT_REQUESTED', 'ALIYUN_SMS_TEMPLATE_INVOICE_ISSUED',
    ]));
    expect(() => messagingFromEnv(without('ALIYUN_SMS_TEMPLATE_CORRECTION_REQUESTED'), false))
      .toThrow('ALIYUN_SMS_TEMPLATE_CORRECTION_REQUESTED is not set. SMS_PROVIDER=aliyun needs the template code (SMS_…) of every milestone notification.');
  });

  it('reaches Alibaba Cloud over HTTPS; plain HTTP only to this machine', () => {
    expect(messagingFromEnv({ ...liveMessagingEnv, ALIYUN_SMS_ENDPOINT: 'http://127.0.0.1:9000' }, false).sms).toMatchObject({ endpoint: '127.0.0.1:9000', protocol: 'http' });
    expect(() => messagingFromEnv({ ...liveMessagingEnv, ALIYUN_SMS_ENDPOINT: 'http://dysmsapi.aliyuncs.com' }, false)).toThrow(/plain http only on this machine/);
    expect(messagingFromEnv({ ...liveMessagingEnv, ALIYUN_SMS_ENDPOINT: 'dysmsapi.ap-southeast-1.aliyuncs.com' }, false).sms).toMatchObject({ protocol: 'https' });
  });

  it('never speaks SMTP in clear: implicit TLS on 465, STARTTLS required elsewhere, nothing else accepted', () => {
    expect(messagingFromEnv({ ...liveMessagingEnv, SMTP_PORT: '587' }, false).mail).toMatchObject({ security: 'starttls' });
    expect(() => messagingFromEnv({ ...liveMessagingEnv, SMTP_SECURITY: 'none' }, false)).toThrow(/SMTP_SECURITY must be one of tls, starttls/);
    expect(() => messagingFromEnv({ ...liveMessagingEnv, SMTP_PORT: 'smtp' }, false)).toThrow(/SMTP_PORT must be a port number/);
    expect(() => messagingFromEnv({ ...liveMessagingEnv, SMTP_CA_FILE: '/nonexistent/ca.pem' }, false)).toThrow(/SMTP_CA_FILE cannot be read/);
    expect(() => messagingFromEnv({ ...liveMessagingEnv, MESSAGE_RETRY_BACKOFF_MS: '300,soon' }, false)).toThrow(/MESSAGE_RETRY_BACKOFF_MS/);
  });

  it('/health names the live providers and none of their settings', async () => {
    const portal = await startLiveMessagingPortal('pglite', {});
    try {
      const text = await (await fetch(`${portal.baseUrl}/health`)).text();
      expect(JSON.parse(text)).toMatchObject({ sandbox: false, sms: 'aliyun', mail: 'smtp' });
      for (const value of Object.values(liveMessagingEnv)) expect(text).not.toContain(value);
    } finally {
      await portal.close();
    }
  });
});
