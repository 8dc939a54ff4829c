// The providers a live portal talks to, as local peers that check what they are sent the way the real services do
// (the same peers as the live-provider tests): Alibaba Cloud SMS, an SMTP relay wanting STARTTLS and a login,
// WeChat Pay v3 and Alipay checking and making RSA signatures, and Kuaidi100's signed query. Their keys and
// credentials are made here for one run; `env` is what an operator would write into .env for them.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { smsPurposes, type SmsPurpose } from '../../../src/server/accounts/code-purposes.ts';
import { MILESTONE_KINDS, type MilestoneKind } from '../../../src/server/notifications/texts.ts';
import { templateVariable } from '../../../src/server/providers/messaging-config.ts';
import { startLocalAliyunSms, type LocalAliyunSms } from '../../server/aliyun-sms-server.ts';
import { startKuaidi100Server, type Kuaidi100Server } from '../../server/kuaidi100-server.ts';
import { startLocalAlipay, type LocalAlipay } from '../../server/payments-live-alipay-server.ts';
import { startLocalWechatPay, type LocalWechatPay } from '../../server/payments-live-wechat-server.ts';
import { startLocalSmtp, type LocalSmtp } from '../../server/smtp-test-server.ts';

export interface Peers {
  sms: LocalAliyunSms;
  smtp: LocalSmtp;
  wechat: LocalWechatPay;
  alipay: LocalAlipay;
  courier: Kuaidi100Server;
  /** The portal's provider settings pointing at the peers. */
  env: Record<string, string>;
  /** What an SMS template code stands for: a code purpose or a milestone. */
  templates: Map<string, SmsPurpose | MilestoneKind>;
  close(): Promise<void>;
}

const random = (bytes: number) => randomBytes(bytes).toString('base64url');

function rsaPair() {
  return generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
}

// Shaped like the real identifiers (README, "Going live — payments"); worth nothing anywhere.
const WECHAT = { mchId: '1230000109', appId: 'wxd678efh567hg6787', merchantSerial: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1', platformSerial: 'PUB_KEY_ID_0112300001092025060200000000000001' };
const ALIPAY_APP_ID = '2021004100000001';
const SIGN_NAME = '签证申请中心';

export async function startPeers(): Promise<Peers> {
  const keyDir = mkdtempSync(join(tmpdir(), 'portal-stand-keys-'));
  const keyFile = (name: string, pem: string) => {
    const path = join(keyDir, name);
    writeFileSync(path, pem, { mode: 0o600 });
    return path;
  };
  const now = () => new Date();

  const templates = new Map<string, SmsPurpose | MilestoneKind>();
  const templateEnv: Record<string, string> = {};
  [...smsPurposes, ...MILESTONE_KINDS].forEach((purpose, index) => {
    const code = `SMS_${String(465_000_00 + index)}`;
    templates.set(code, purpose);
    templateEnv[templateVariable(purpose)] = code;
  });
  const aliyunKeys = { accessKeyId: `LTAI5t${random(12)}`, accessKeySecret: random(24) };
  const smtpAccount = { user: 'noreply@visa.example.cn', password: random(18) };
  const merchant = rsaPair();
  const platform = rsaPair();
  const apiV3Key = randomBytes(16).toString('hex');
  const app = rsaPair();
  const alipayKeys = rsaPair();
  const courierAccount = { customer: random(12).toUpperCase(), key: random(12) };

  const sms = await startLocalAliyunSms(aliyunKeys, new Set(templates.keys()), SIGN_NAME);
  const smtp = await startLocalSmtp(smtpAccount);
  const wechat = await startLocalWechatPay({
    ...WECHAT, merchantPublicKey: merchant.publicKey, platformPrivateKey: platform.privateKey, apiV3Key, now,
  });
  const alipay = await startLocalAlipay({ appId: ALIPAY_APP_ID, appPublicKey: app.publicKey, alipayPrivateKey: alipayKeys.privateKey, now });
  const courier = await startKuaidi100Server(courierAccount.customer, courierAccount.key);

  const env: Record<string, string> = {
    SMS_PROVIDER: 'aliyun',
    ALIYUN_ACCESS_KEY_ID: aliyunKeys.accessKeyId,
    ALIYUN_ACCESS_KEY_SECRET: aliyunKeys.accessKeySecret,
    ALIYUN_SMS_SIGN_NAME: SIGN_NAME,
    ALIYUN_SMS_ENDPOINT: sms.endpoint,
    ...templateEnv,
    MAIL_PROVIDER: 'smtp',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    SMTP_SECURITY: 'starttls',
    SMTP_CA_FILE: smtp.caFile,
    SMTP_USER: smtpAccount.user,
    SMTP_PASSWORD: smtpAccount.password,
    MAIL_FROM: `${SIGN_NAME} <${smtpAccount.user}>`,
    PAYMENT_PROVIDER: 'live',
    WECHATPAY_MCHID: WECHAT.mchId,
    WECHATPAY_APPID: WECHAT.appId,
    WECHATPAY_SERIAL: WECHAT.merchantSerial,
    WECHATPAY_PRIVATE_KEY_PATH: keyFile('apiclient_key.pem', merchant.privateKey),
    WECHATPAY_APIV3_KEY: apiV3Key,
    WECHATPAY_PLATFORM_PUBLIC_KEY_PATH: keyFile('pub_key.pem', platform.publicKey),
    WECHATPAY_PLATFORM_SERIAL: WECHAT.platformSerial,
    WECHATPAY_BASE_URL: wechat.baseUrl,
    ALIPAY_APP_ID: ALIPAY_APP_ID,
    ALIPAY_PRIVATE_KEY_PATH: keyFile('app_private_key.pem', app.privateKey),
    ALIPAY_PUBLIC_KEY_PATH: keyFile('alipay_public_key.pem', alipayKeys.publicKey),
    ALIPAY_GATEWAY: alipay.gateway,
    COURIER_PROVIDER: 'kuaidi100',
    KUAIDI100_CUSTOMER: courierAccount.customer,
    KUAIDI100_KEY: courierAccount.key,
    KUAIDI100_ENDPOINT: courier.url,
  };

  return {
    sms, smtp, wechat, alipay, courier, env, templates,
    async close() {
      await Promise.allSettled([sms.close(), smtp.close(), wechat.close(), alipay.close(), courier.close()]);
      rmSync(keyDir, { recursive: true, force: true });
    },
  };
}
