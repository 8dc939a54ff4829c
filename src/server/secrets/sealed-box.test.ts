import { describe, expect, it } from 'vitest';
import { sealedBox } from './sealed-box.ts';

const storedSecretsKey = 'a-stored-secrets-key-of-at-least-32-characters';

describe('a sealed box', () => {
  const totp = sealedBox('staff-totp', 't1');
  const webhook = sealedBox('webhook-secret', 'v1');

  it('opens what it sealed, and seals the same secret differently each time', () => {
    const first = totp.seal('JBSWY3DPEHPK3PXP', storedSecretsKey);
    const second = totp.seal('JBSWY3DPEHPK3PXP', storedSecretsKey);
    expect(first).toMatch(/^t1\./);
    expect(first).not.toBe(second);
    expect(first).not.toContain('JBSWY3DPEHPK3PXP');
    expect(totp.open(first, storedSecretsKey)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('does not open under another stored-secrets key, for another purpose, or once changed', () => {
    const sealed = webhook.seal('whsec_abc', storedSecretsKey);
    expect(() => webhook.open(sealed, `${storedSecretsKey}-other`)).toThrow();
    // Same format, other purpose: the tag and then the key refuse it.
    expect(() => totp.open(sealed, storedSecretsKey)).toThrow(/not sealed in a known form/);
    expect(() => sealedBox('staff-totp', 'v1').open(sealed, storedSecretsKey)).toThrow();
    const [tag, iv, authTag, body] = sealed.split('.');
    const flipped = Buffer.from(body!, 'base64url');
    flipped.writeUInt8(flipped.readUInt8(0) ^ 1, 0);
    expect(() => webhook.open([tag, iv, authTag, flipped.toString('base64url')].join('.'), storedSecretsKey)).toThrow();
    expect(() => webhook.open('v1.only-two', storedSecretsKey)).toThrow(/not sealed in a known form/);
  });
});
