import type { OperationHandlers } from '../app.ts';
import { ok } from '../http/envelope.ts';
import { sameText } from '../accounts/secrets.ts';
import { RSA_TESTS_PER_IP_PER_10_MIN } from '../accounts/policy.ts';
import { clientAddress } from '../http/client-address.ts';
import { limit } from '../http/handlers/checks.ts';
import { checkedBody } from '../http/checked-input.ts';

export const accountCryptoHandlers: OperationHandlers = {
  async getRsaPublicKey(c) {
    c.header('Cache-Control', 'no-store');
    return ok(c, 'getRsaPublicKey', await c.get('accounts').rsa.publicKey());
  },

  /** Answers only whether it decrypts and matches what the client says it encrypted: never the plaintext. */
  async testRsaDecrypt(c) {
    const body = checkedBody(c, 'testRsaDecrypt');
    await limit(c, `rsa-test:ip:${clientAddress(c)}`, RSA_TESTS_PER_IP_PER_10_MIN, 600);
    const result = await c.get('accounts').rsa.decrypt(body.keyId, body.ciphertext);
    return ok(c, 'testRsaDecrypt', { decrypted: result.ok, matches: result.ok && sameText(result.text, body.expected) });
  },
};
