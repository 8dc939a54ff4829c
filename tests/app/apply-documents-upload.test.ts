import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { outcomeOfEnvelope, postFile, UPLOAD_STALL_MS, type UploadOutcome } from '../../src/features/apply/documents/xhr-upload';

describe('what an upload answer means', () => {
  it('takes the file id and the photo checks of a success', () => {
    const checks = [{ rule: 'photoAspect', passed: false, message: '比例不对' }];
    expect(outcomeOfEnvelope(200, { code: 0, msg: '', data: { fileId: 'f1', checks } })).toEqual({ ok: true, fileId: 'f1', checks });
  });

  it("keeps the server's words and reason of a refusal", () => {
    expect(outcomeOfEnvelope(200, { code: 400, msg: '只能上传png或jpg格式的图片', data: { fields: { file: 'x' }, reason: 'type' } }))
      .toEqual({ ok: false, reason: 'server', message: '只能上传png或jpg格式的图片', refusal: 'type' });
    expect(outcomeOfEnvelope(200, { code: 500, msg: 'busy', data: null })).toEqual({ ok: false, reason: 'server', message: 'busy' });
  });

  it('treats a body that is not an envelope as a server fault', () => {
    expect(outcomeOfEnvelope(502, null)).toEqual({ ok: false, reason: 'server', message: '' });
  });
});

// A stand-in XMLHttpRequest: the test moves the upload along by hand.
class FakeXhr {
  static last: FakeXhr;
  upload: { onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null; onload: (() => void) | null } = { onprogress: null, onload: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onreadystatechange: (() => void) | null = null;
  status = 0;
  response: unknown = null;
  responseType = '';
  aborted = false;
  headers: Record<string, string> = {};
  sent: unknown = null;
  constructor() {
    FakeXhr.last = this;
  }
  open() {}
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.sent = body;
  }
  abort() {
    this.aborted = true;
  }
}

describe('the multipart post', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const start = () => {
    const outcomes: UploadOutcome[] = [];
    const progress: number[] = [];
    const file = new Blob([new Uint8Array(1000)], { type: 'image/png' });
    const cancel = postFile({ url: '/api/file/upload/t1', file: Object.assign(file, { name: 'a.png' }), headers: { Authorization: 'Basic x' }, onProgress: (loaded) => progress.push(loaded) }, (outcome) => outcomes.push(outcome));
    return { outcomes, progress, cancel, xhr: FakeXhr.last };
  };

  it('sends the file as the multipart field "file" with the given headers and reports progress', () => {
    const { xhr, progress, outcomes } = start();
    expect((xhr.sent as FormData).get('file')).toBeInstanceOf(Blob);
    expect(xhr.headers.Authorization).toBe('Basic x');
    xhr.upload.onprogress!({ loaded: 500, total: 1000, lengthComputable: true });
    xhr.status = 200;
    xhr.response = { code: 0, msg: '', data: { fileId: 'f9' } };
    xhr.onload!();
    expect(progress).toEqual([500]);
    expect(outcomes).toEqual([{ ok: true, fileId: 'f9' }]);
  });

  it('keeps a slow upload alive while it moves, and stops one that stalls', () => {
    const { xhr, outcomes } = start();
    for (let step = 1; step <= 5; step += 1) {
      vi.advanceTimersByTime(UPLOAD_STALL_MS - 1);
      xhr.upload.onprogress!({ loaded: step * 100, total: 1000, lengthComputable: true });
    }
    expect(outcomes).toEqual([]);
    vi.advanceTimersByTime(UPLOAD_STALL_MS);
    expect(xhr.aborted).toBe(true);
    expect(outcomes).toEqual([{ ok: false, reason: 'timeout', message: '' }]);
  });

  it('tells a server slow to answer from a connection that stopped moving', () => {
    const whileSending = start();
    whileSending.xhr.upload.onprogress!({ loaded: 400, total: 1000, lengthComputable: true });
    vi.advanceTimersByTime(UPLOAD_STALL_MS);
    expect(whileSending.outcomes).toEqual([{ ok: false, reason: 'timeout', message: '' }]);
    const allSent = start();
    allSent.xhr.upload.onprogress!({ loaded: 1000, total: 1000, lengthComputable: true });
    allSent.xhr.upload.onload!();
    vi.advanceTimersByTime(UPLOAD_STALL_MS - 1);
    expect(allSent.outcomes).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(allSent.xhr.aborted).toBe(true);
    expect(allSent.outcomes).toEqual([{ ok: false, reason: 'timeout', message: '', afterSending: true }]);
  });

  it('reports a dropped connection once, and nothing after a cancel', () => {
    const first = start();
    first.xhr.onerror!();
    first.xhr.onerror!();
    expect(first.outcomes).toEqual([{ ok: false, reason: 'network', message: '' }]);
    const second = start();
    second.cancel();
    vi.advanceTimersByTime(UPLOAD_STALL_MS * 2);
    expect(second.xhr.aborted).toBe(true);
    expect(second.outcomes).toEqual([]);
  });

  it("says a connection dropped after the whole file went out was the server's side", () => {
    const { xhr, outcomes } = start();
    xhr.upload.onload!();
    xhr.onerror!();
    expect(outcomes).toEqual([{ ok: false, reason: 'network', message: '', afterSending: true }]);
  });
});
