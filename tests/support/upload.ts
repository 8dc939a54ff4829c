import { contractLog, operationFor, validateResponse } from './contract.ts';
import { basicCredential, type TestServer } from './server.ts';

export interface UploadAnswer { status: number; body: { code: number; msg: string; data: unknown } }

/**
 * A real multipart POST (field "file"), checked against the contract like every `call()`; `body` replaces the
 * form when a test needs to send something no browser would.
 */
export async function postFile(
  server: TestServer,
  path: string,
  file: Buffer | null,
  init: { fileName?: string; type?: string; language?: string; auth?: string | null; body?: BodyInit; headers?: Record<string, string> } = {},
): Promise<UploadAnswer> {
  const form = new FormData();
  if (file) form.set('file', new Blob([new Uint8Array(file)], { type: init.type ?? 'application/octet-stream' }), init.fileName ?? 'upload.png');
  const headers: Record<string, string> = { 'accept-language': init.language ?? 'zh', ...init.headers };
  const auth = init.auth === undefined ? basicCredential : init.auth;
  if (auth) headers.authorization = auth;
  const response = await fetch(server.baseUrl + path, { method: 'POST', headers, body: init.body ?? form, ...(init.body ? { duplex: 'half' } : {}) } as RequestInit);
  const body = (await response.json()) as UploadAnswer['body'];
  const operation = operationFor('POST', new URL(server.baseUrl + path).pathname);
  if (operation && response.status === 200) {
    const violations = validateResponse(operation, body);
    contractLog.push({ operationId: operation.operationId, method: 'POST', path, violations });
    if (violations.length) throw new Error(`POST ${path} answered outside the contract (${operation.operationId}): ${violations.join('; ')}`);
  }
  return { status: response.status, body };
}

/** Token, then upload: what the browser's upload machine does. */
export async function upload(server: TestServer, purpose: string, file: Buffer, init: { fileName?: string; language?: string } = {}) {
  const token = await server.call('POST', '/api/file/upload/token/common', { body: { purpose, size: file.length, fileName: init.fileName }, language: init.language });
  if (token.body.code !== 0) return token;
  return postFile(server, (token.body.data as { uploadUrl: string }).uploadUrl, file, init);
}
