// The multipart post of one file with upload progress. fetch() reports no upload progress, so this is
// XMLHttpRequest. The API client's 12 s timeout (the catalogue's "timeout") would cut off a 500 KB file on a
// slow mobile link that is still moving, so here it is a *stall* timer instead: 12 s without any progress
// event aborts the post as a timeout, and every progress event starts the 12 s again. A slow upload that keeps
// moving finishes; one that stops is reported within 12 s of stopping. A stall after the whole file went out is
// the server's slowness, not the connection's, and the person is told which (issue 36 item 2).
export const UPLOAD_STALL_MS = 12_000;

export type UploadRefusal = 'token' | 'type' | 'size' | 'unreadable' | 'missing';

export type UploadOutcome =
  | { ok: true; fileId: string; checks?: ImageCheck[] }
  | { ok: false; reason: 'network' | 'timeout' | 'server'; refusal?: UploadRefusal; message: string; afterSending?: true };

export interface ImageCheck {
  rule: string;
  passed: boolean;
  message?: string;
}

export interface UploadRequest {
  url: string;
  file: Blob & { name?: string };
  headers: Record<string, string>;
  onProgress(loaded: number, total: number): void;
  stallMs?: number;
}

/** What one envelope says about the upload: the file's id (and photo checks), or why it was refused. */
export function outcomeOfEnvelope(status: number, body: unknown): UploadOutcome {
  const envelope = body as { code?: unknown; msg?: unknown; data?: Record<string, unknown> | null } | null;
  if (!envelope || typeof envelope.code !== 'number') return { ok: false, reason: 'server', message: '' };
  const message = typeof envelope.msg === 'string' ? envelope.msg : '';
  if (envelope.code === 0 && status === 200 && typeof envelope.data?.fileId === 'string') {
    const checks = Array.isArray(envelope.data.checks) ? (envelope.data.checks as ImageCheck[]) : undefined;
    return { ok: true, fileId: envelope.data.fileId, ...(checks ? { checks } : {}) };
  }
  const reason = envelope.data?.reason;
  const refusal = typeof reason === 'string' && ['token', 'type', 'size', 'unreadable', 'missing'].includes(reason) ? (reason as UploadRefusal) : undefined;
  return { ok: false, reason: 'server', message, ...(refusal ? { refusal } : {}) };
}

/** Posts the file as the multipart field `file`; the returned function aborts it (no outcome is reported then). */
export function postFile(request: UploadRequest, done: (outcome: UploadOutcome) => void): () => void {
  const xhr = new XMLHttpRequest();
  const stallMs = request.stallMs ?? UPLOAD_STALL_MS;
  let finished = false;
  let sent = false;
  let stall: ReturnType<typeof setTimeout> | undefined;
  const finish = (outcome: UploadOutcome) => {
    if (finished) return;
    finished = true;
    clearTimeout(stall);
    done(outcome);
  };
  const armStall = () => {
    clearTimeout(stall);
    stall = setTimeout(() => {
      xhr.abort();
      finish({ ok: false, reason: 'timeout', message: '', ...(sent ? { afterSending: true as const } : {}) });
    }, stallMs);
  };

  xhr.open('POST', request.url);
  for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
  xhr.responseType = 'json';
  xhr.upload.onprogress = (event) => {
    armStall();
    request.onProgress(event.loaded, event.lengthComputable ? event.total : request.file.size);
  };
  xhr.upload.onload = () => {
    sent = true;
    armStall();
  };
  // The server's answer is on its way: time to read it is also bounded by the stall timer.
  xhr.onreadystatechange = armStall;
  xhr.onload = () => finish(outcomeOfEnvelope(xhr.status, xhr.response));
  // A connection dropped once the whole file had gone out was hung up by the server's side (a restart, a proxy).
  xhr.onerror = () => finish({ ok: false, reason: 'network', message: '', ...(sent ? { afterSending: true as const } : {}) });
  const form = new FormData();
  form.append('file', request.file, request.file.name ?? 'upload');
  armStall();
  xhr.send(form);
  return () => {
    finished = true;
    clearTimeout(stall);
    xhr.abort();
  };
}
