import { unwrap, type ApiResult } from '../../../api/client';
import { api } from '../../../lib/api';

// Passwords leave the browser RSA-OAEP (SHA-256) encrypted with the server's public key (decision 007):
// SPKI PEM in, base64 ciphertext and the key's id out. The key is kept for the page's life and dropped
// when the server says a password field could not be read ("the page is out of date"), so the next
// submit fetches the current one.

interface LoadedKey {
  keyId: string;
  key: CryptoKey;
}

let pending: Promise<ApiResult<LoadedKey>> | null = null;

function pemBody(pem: string): ArrayBuffer {
  const base64 = pem.replace(/-----(BEGIN|END) PUBLIC KEY-----/g, '').replace(/\s+/g, '');
  return Uint8Array.from(atob(base64), (ch) => ch.charCodeAt(0)).buffer;
}

async function loadKey(): Promise<ApiResult<LoadedKey>> {
  const result = await unwrap(api.GET('/api-uaa/rsa/anon/publicKey'));
  if (!result.ok) return result;
  const key = await crypto.subtle.importKey('spki', pemBody(result.data.publicKey), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
  return { ok: true, data: { keyId: result.data.keyId, key } };
}

function publicKey(): Promise<ApiResult<LoadedKey>> {
  pending ??= loadKey().then((result) => {
    if (!result.ok) pending = null;
    return result;
  });
  return pending;
}

export function forgetPublicKey(): void {
  pending = null;
}

function toBase64(buffer: ArrayBuffer): string {
  let binary = '';
  for (const byte of new Uint8Array(buffer)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Each named password encrypted with one key; the failure of the key call when there is none. */
export async function encryptPasswords<K extends string>(plain: Record<K, string>): Promise<ApiResult<{ keyId: string; encrypted: Record<K, string> }>> {
  const loaded = await publicKey();
  if (!loaded.ok) return loaded;
  const encoder = new TextEncoder();
  const encrypted = {} as Record<K, string>;
  for (const name of Object.keys(plain) as K[]) {
    const cipher = await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, loaded.data.key, encoder.encode(plain[name]));
    encrypted[name] = toBase64(cipher);
  }
  return { ok: true, data: { keyId: loaded.data.keyId, encrypted } };
}

/** Password fields the server could not decrypt or check: the next submit fetches the key again. */
export function forgetKeyIfPasswordRefused(failure: { code: number | null; fields?: Record<string, string> }, passwordFields: readonly string[]): void {
  if (failure.code === 400 && passwordFields.some((field) => failure.fields?.[field])) forgetPublicKey();
}
