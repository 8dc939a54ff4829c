// Keys as the merchant platforms hand them out: WeChat Pay's apiclient_key.pem (PKCS#8) and platform certificate or
// public key; Alipay's key tool writes bare base64 (PKCS#8 for Java, PKCS#1 otherwise) with no PEM armour. Each is
// parsed here once, at start, so a wrong file stops the server instead of failing the first payer.
import { createPrivateKey, createPublicKey, X509Certificate, type KeyObject } from 'node:crypto';

const bare = (text: string) => !text.includes('-----BEGIN');

function parsed<T>(attempts: (() => T)[]): T {
  let last: unknown;
  for (const attempt of attempts) {
    try {
      return attempt();
    } catch (error) {
      last = error;
    }
  }
  throw last instanceof Error ? last : new Error('not a key');
}

/** An RSA private key, as PKCS#8 PEM. */
export function privateKeyPem(text: string): string {
  const trimmed = text.trim();
  const key: KeyObject = bare(trimmed)
    ? parsed([
      () => createPrivateKey({ key: Buffer.from(trimmed, 'base64'), format: 'der', type: 'pkcs8' }),
      () => createPrivateKey({ key: Buffer.from(trimmed, 'base64'), format: 'der', type: 'pkcs1' }),
    ])
    : createPrivateKey(trimmed);
  if (key.asymmetricKeyType !== 'rsa') throw new Error(`an RSA key is needed, not ${key.asymmetricKeyType}`);
  return key.export({ type: 'pkcs8', format: 'pem' }).toString();
}

/** An RSA public key (from a PEM or bare public key, or an X.509 certificate), as SPKI PEM. */
export function publicKeyPem(text: string): string {
  const trimmed = text.trim();
  const key: KeyObject = trimmed.includes('BEGIN CERTIFICATE')
    ? new X509Certificate(trimmed).publicKey
    : bare(trimmed)
      ? createPublicKey({ key: Buffer.from(trimmed, 'base64'), format: 'der', type: 'spki' })
      : createPublicKey(trimmed);
  if (key.asymmetricKeyType !== 'rsa') throw new Error(`an RSA key is needed, not ${key.asymmetricKeyType}`);
  return key.export({ type: 'spki', format: 'pem' }).toString();
}
