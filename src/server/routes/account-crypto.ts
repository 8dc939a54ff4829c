import { z } from 'zod';
import type { OperationHandlers } from '../app.ts';
import { ok } from '../http/envelope.ts';
import { sameText } from '../accounts/secrets.ts';
import { guardAll, jsonBody, parse } from './account-http.ts';

const testBody = z.object({ keyId: z.string().max(64), ciphertext: z.string().max(1024), expected: z.string().max(256) });

export const accountCryptoHandlers: OperationHandlers = guardAll({
  async getRsaPublicKey(c) {
    c.header('Cache-Control', 'no-store');
    return ok(c, 'getRsaPublicKey', await c.get('accounts').rsa.publicKey());
  },

  /** Answers only whether it decrypts and matches what the client says it encrypted: never the plaintext. */
  async testRsaDecrypt(c) {
    const body = parse(c, testBody, await jsonBody(c));
    const result = await c.get('accounts').rsa.decrypt(body.keyId, body.ciphertext);
    return ok(c, 'testRsaDecrypt', { decrypted: result.ok, matches: result.ok && sameText(result.text, body.expected) });
  },
});
