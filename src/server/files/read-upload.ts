import { MAX_FILE_BYTES, MULTIPART_OVERHEAD_BYTES } from './policy.ts';

const DRAIN_BYTES = 4 * 1024 * 1024;

export type UploadBody = { ok: true; file: Buffer; fileName: string | null } | { ok: false; reason: 'size' | 'missing' | 'empty' };

/**
 * Reads a multipart body without ever holding more than the limit: a declared Content-Length over it is refused
 * before reading, and a body that lies or streams (chunked) is cut off as soon as it passes the limit.
 */
export async function readUpload(request: Request): Promise<UploadBody> {
  const limit = MAX_FILE_BYTES + MULTIPART_OVERHEAD_BYTES;
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > limit) return { ok: false, reason: 'size' };
  const contentType = request.headers.get('content-type') ?? '';
  if (!request.body || !/^multipart\/form-data/i.test(contentType)) return { ok: false, reason: 'missing' };

  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) return drainThenRefuse(reader, total);
    chunks.push(value);
  }
  let form: FormData;
  try {
    form = await new Response(Buffer.concat(chunks), { headers: { 'content-type': contentType } }).formData();
  } catch {
    return { ok: false, reason: 'missing' };
  }
  const part = form.get('file');
  if (!part || typeof part === 'string') return { ok: false, reason: 'missing' };
  if (part.size === 0) return { ok: false, reason: 'empty' };
  if (part.size > MAX_FILE_BYTES) return { ok: false, reason: 'size' };
  return { ok: true, file: Buffer.from(await part.arrayBuffer()), fileName: part.name || null };
}

/**
 * Past the limit nothing more is kept. A moderately larger body is read to its end and dropped, so the client
 * still gets the answer on a healthy connection; a body that keeps going is cut off.
 */
async function drainThenRefuse(reader: ReadableStreamDefaultReader<Uint8Array>, seen: number): Promise<UploadBody> {
  let total = seen;
  while (total <= DRAIN_BYTES) {
    const { done, value } = await reader.read();
    if (done) return { ok: false, reason: 'size' };
    total += value.byteLength;
  }
  await reader.cancel().catch(() => undefined);
  return { ok: false, reason: 'size' };
}
