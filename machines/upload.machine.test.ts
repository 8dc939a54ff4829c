import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, initialTransition, toPromise, transition, type AnyEventObject } from 'xstate';
import { UPLOAD_MAX_BYTES } from '../src/domain/constants.ts';
import { checkFile, uploadMachine, type DocumentKind, type UploadFileInput } from './upload.machine.ts';
import { sampleFiles, uploadModel } from './upload.model.ts';
import { roundTrip, walkModel } from './model-walk.ts';

type Ev = Parameters<typeof transition<typeof uploadMachine>>[2];

function walk(kind: DocumentKind, ...events: object[]) {
  let [snapshot] = initialTransition(uploadMachine, { kind });
  for (const e of events) [snapshot] = transition(uploadMachine, snapshot, e as Ev);
  return snapshot;
}
const select = (file: object) => ({ type: 'upload.fileSelected', file });
const token = { type: 'xstate.done.actor.requestUploadToken', output: { uploadUrl: 'https://files/u/1' } };
const uploaded = { type: 'upload.uploaded', fileId: 'F-1' };
const recognised = { type: 'xstate.done.actor.recognise', output: { fields: { passportNum: 'E1', nameEn: 'WEI' }, confidence: 0.9 } };
const recogniseFails = (reason: string) => ({ type: 'xstate.error.actor.recognise', error: { reason } });

describe('checkFile (spec §9: png or jpg, at most 500 KB)', () => {
  it.each([
    [{ name: 'a.png', type: 'image/png', size: 1 }, null],
    [{ name: 'a.jpg', type: 'image/jpeg', size: UPLOAD_MAX_BYTES }, null],
    [{ name: 'a.jpeg', type: '', size: 1000 }, null],
    [{ name: 'a.gif', type: 'image/gif', size: 1000 }, 'type'],
    [{ name: 'a.pdf', type: '', size: 1000 }, 'type'],
    [{ name: 'a.jpg', type: 'image/jpeg', size: UPLOAD_MAX_BYTES + 1 }, 'size'],
    [{ name: 'a.png', type: 'image/png', size: 0 }, 'size'],
  ])('%o → %s', (file, reason) => {
    expect(checkFile(file)).toBe(reason);
  });
});

describe('uploadMachine transitions', () => {
  it('rejects a wrong type or a file over 500 KB before anything is sent', () => {
    const wrongType = walk('passport', select(sampleFiles.pdf));
    expect(wrongType.value).toBe('rejected');
    expect(wrongType.context.rejection).toBe('type');
    expect(Object.keys(wrongType.children)).toEqual([]);
    expect(walk('passport', select(sampleFiles.large)).context.rejection).toBe('size');
  });

  it('a good file asks for an upload token with its content type, busy meanwhile', () => {
    const s = walk('passport', select(sampleFiles.good));
    expect(s.value).toBe('requestingToken');
    expect(s.hasTag('busy')).toBe(true);
    expect(s.context.file).toEqual(sampleFiles.good);
  });

  it('uploads with progress, then recognises a passport', () => {
    const uploading = walk('passport', select(sampleFiles.good), token);
    expect(uploading.value).toBe('uploading');
    expect(uploading.context.progress).toEqual({ loaded: 0, total: sampleFiles.good.size });
    const [half] = transition(uploadMachine, uploading, { type: 'upload.progress', loaded: 100, total: 200 });
    expect(half.context.progress).toEqual({ loaded: 100, total: 200 });
    const [recognising] = transition(uploadMachine, half, uploaded as Ev);
    expect(recognising.value).toBe('recognising');
    expect(recognising.context.fileId).toBe('F-1');
  });

  it.each(['passport', 'idCardFront', 'idCardBack', 'bankCard'] as const)('%s is recognised', (kind) => {
    expect(walk(kind, select(sampleFiles.good), token, uploaded).value).toBe('recognising');
  });

  it.each(['photo', 'birthCertificate'] as const)('%s skips recognition', (kind) => {
    const s = walk(kind, select(sampleFiles.good), token, uploaded);
    expect(s.value).toBe('review');
    expect(s.context.fields).toEqual({});
  });

  it('review shows the recognised fields, keeps edits, and confirms with fileId and fields', () => {
    const review = walk('passport', select(sampleFiles.good), token, uploaded, recognised);
    expect(review.value).toBe('review');
    expect(review.context.confidence).toBe(0.9);
    const done = walk('passport', select(sampleFiles.good), token, uploaded, recognised,
      { type: 'review.edited', fields: { nameEn: 'WEI MING' } }, { type: 'review.confirmed' });
    expect(done.status).toBe('done');
    expect(done.output).toEqual({ fileId: 'F-1', fields: { passportNum: 'E1', nameEn: 'WEI MING' } });
  });

  it('an unreadable image is rejected with that reason; retry asks for another file, or fields by hand', () => {
    const rejected = walk('passport', select(sampleFiles.good), token, uploaded, recogniseFails('unreadable'));
    expect(rejected.context).toMatchObject({ rejection: 'unreadable', failedStep: 'recognise' });
    const [retried] = transition(uploadMachine, rejected, { type: 'upload.retried' });
    expect(retried.value).toBe('idle');
    expect(retried.context.file).toBeNull();
    const [manual] = transition(uploadMachine, rejected, { type: 'upload.enterManually' });
    expect(manual.value).toBe('review');
    expect(manual.context.fileId).toBe('F-1');
  });

  it('typing fields by hand is offered once the file is on the server and nothing was read', () => {
    const tooBig = walk('passport', select(sampleFiles.large));
    expect(transition(uploadMachine, tooBig, { type: 'upload.enterManually' })[0].value).toBe('rejected');
    const uploadFailed = walk('passport', select(sampleFiles.good), token, { type: 'upload.failed', reason: 'server' });
    expect(transition(uploadMachine, uploadFailed, { type: 'upload.enterManually' })[0].value).toBe('rejected');
    // The reader not answering is no reason to stop the person: the image stays, the fields are typed.
    const readerDown = walk('idCardFront', select(sampleFiles.good), token, uploaded, recogniseFails('server'));
    const [typed] = transition(uploadMachine, readerDown, { type: 'upload.enterManually' });
    expect(typed.value).toBe('review');
    expect(typed.context).toMatchObject({ fileId: 'F-1', unread: true, rejection: null });
  });

  it.each(['idCardFront', 'idCardBack', 'bankCard'] as const)('a %s nothing could be read from is kept, to be typed beside it', (kind) => {
    const kept = walk(kind, select(sampleFiles.good), token, uploaded, recogniseFails('unreadable'));
    expect(kept.value).toBe('review');
    expect(kept.context).toMatchObject({ fileId: 'F-1', fields: {}, unread: true, rejection: null });
    // A fresh file clears the mark.
    expect(transition(uploadMachine, kept, select(sampleFiles.good) as Ev)[0].context.unread).toBe(false);
  });

  it('a card read as another document is not kept; a passport that cannot be read waits for the person', () => {
    const wrong = walk('idCardFront', select(sampleFiles.good), token, uploaded, { type: 'xstate.error.actor.recognise', error: { reason: 'unreadable', wrongDocument: true } });
    expect(wrong.value).toBe('rejected');
    expect(wrong.context.rejection).toBe('unreadable');
    expect(transition(uploadMachine, wrong, { type: 'upload.enterManually' })[0].value).toBe('rejected');
    expect(walk('passport', select(sampleFiles.good), token, uploaded, recogniseFails('unreadable')).value).toBe('rejected');
  });

  it('an uploaded file can be removed: the slot is empty again', () => {
    const [removed] = transition(uploadMachine, walk('photo', select(sampleFiles.good), token, uploaded), { type: 'upload.removed' });
    expect(removed.value).toBe('idle');
    expect(removed.context).toMatchObject({ file: null, fileId: null, unread: false });
  });

  it('a network failure in recognition retries recognition, not the upload', () => {
    const rejected = walk('passport', select(sampleFiles.good), token, uploaded, recogniseFails('network'));
    expect(rejected.context.rejection).toBe('network');
    expect(transition(uploadMachine, rejected, { type: 'upload.retried' })[0].value).toBe('recognising');
  });

  it('a server failure of the token, or a failed upload, retries from a fresh token', () => {
    const tokenFailed = walk('photo', select(sampleFiles.good), { type: 'xstate.error.actor.requestUploadToken', error: { reason: 'server' } });
    expect(tokenFailed.context).toMatchObject({ rejection: 'server', failedStep: 'token' });
    expect(transition(uploadMachine, tokenFailed, { type: 'upload.retried' })[0].value).toBe('requestingToken');
    const uploadFailed = walk('photo', select(sampleFiles.good), token, { type: 'upload.failed', reason: 'network' });
    expect(uploadFailed.context).toMatchObject({ rejection: 'network', failedStep: 'upload' });
    expect(transition(uploadMachine, uploadFailed, { type: 'upload.retried' })[0].value).toBe('requestingToken');
    const broken = walk('photo', select(sampleFiles.good), token, { type: 'xstate.error.actor.uploadFile', error: new Error('x') });
    expect(broken.context.rejection).toBe('network');
  });

  it('an unknown error counts as a network failure', () => {
    expect(walk('photo', select(sampleFiles.good), { type: 'xstate.error.actor.requestUploadToken', error: 'boom' }).context.rejection).toBe('network');
  });

  it('a new file can be chosen from a rejection or from review', () => {
    const rejected = walk('passport', select(sampleFiles.pdf));
    expect(transition(uploadMachine, rejected, select(sampleFiles.good) as Ev)[0].value).toBe('requestingToken');
    const review = walk('photo', select(sampleFiles.good), token, uploaded);
    const [again] = transition(uploadMachine, review, select(sampleFiles.good) as Ev);
    expect(again.value).toBe('requestingToken');
    expect(again.context.fileId).toBeNull();
  });

  it('cancel during the upload goes back to choosing, and nothing is kept', () => {
    const [cancelled] = transition(uploadMachine, walk('passport', select(sampleFiles.good), token), { type: 'upload.cancelled' });
    expect(cancelled.value).toBe('idle');
    expect(cancelled.context).toMatchObject({ file: null, progress: null, uploadUrl: null });
  });

  it('the slot changes kind only before a file is chosen', () => {
    expect(walk('idCardFront', { type: 'upload.kindChosen', kind: 'birthCertificate' }).context.kind).toBe('birthCertificate');
    expect(walk('idCardFront', select(sampleFiles.good), { type: 'upload.kindChosen', kind: 'birthCertificate' }).context.kind).toBe('idCardFront');
  });
});

describe('uploadMachine running with stubbed actors', () => {
  const flush = () => new Promise((resolve) => setImmediate(resolve));

  function run(kind: DocumentKind, uploadFile = fromCallback<AnyEventObject, UploadFileInput>(({ sendBack, input }) => {
    // Progress arrives asynchronously, as from XMLHttpRequest's upload.onprogress.
    const total = input.file.size;
    let loaded = 0;
    const timer = setInterval(() => {
      loaded = Math.min(total, loaded + total / 2);
      sendBack({ type: 'upload.progress', loaded, total });
      if (loaded === total) {
        clearInterval(timer);
        sendBack({ type: 'upload.uploaded', fileId: `F-${input.uploadUrl.slice(-1)}` });
      }
    }, 1);
    return () => clearInterval(timer);
  })) {
    const machine = uploadMachine.provide({
      actors: {
        requestUploadToken: fromPromise(async () => ({ uploadUrl: 'https://files/u/7' })),
        uploadFile,
        recognise: fromPromise(async ({ input }) => ({ fields: { passportNum: `from ${input.fileId}` }, confidence: 0.8 })),
      },
    });
    const actor = createActor(machine, { input: { kind } });
    const progress: number[] = [];
    actor.subscribe((s) => {
      const p = s.context.progress;
      if (s.matches('uploading') && p && progress.at(-1) !== p.loaded) progress.push(p.loaded);
    });
    actor.start();
    return { actor, progress };
  }

  it('reports progress from the callback actor, recognises, and outputs after confirmation', async () => {
    const { actor, progress } = run('passport');
    actor.send({ type: 'upload.fileSelected', file: sampleFiles.good });
    while (!actor.getSnapshot().matches('review')) await flush();
    expect(progress).toEqual([0, sampleFiles.good.size / 2, sampleFiles.good.size]);
    expect(actor.getSnapshot().context.fields).toEqual({ passportNum: 'from F-7' });
    actor.send({ type: 'review.confirmed' });
    await expect(toPromise(actor)).resolves.toEqual({ fileId: 'F-7', fields: { passportNum: 'from F-7' } });
  });

  it('cancelling stops the upload actor (its cleanup runs)', async () => {
    let stopped = false;
    const { actor } = run('photo', fromCallback(() => () => { stopped = true; }));
    actor.send({ type: 'upload.fileSelected', file: sampleFiles.good });
    while (!actor.getSnapshot().matches('uploading')) await flush();
    actor.send({ type: 'upload.cancelled' });
    expect(stopped).toBe(true);
    expect(actor.getSnapshot().value).toBe('idle');
    actor.stop();
  });
});

describe('uploadMachine model', () => {
  const walked = walkModel(uploadModel);

  it('reaches every state node and takes every transition of the definition', () => {
    expect(walked.coverage.states.missing).toEqual([]);
    expect(walked.coverage.transitions.missing).toEqual([]);
    expect(walked.coverage.transitions.total).toBeGreaterThan(0);
  });

  it('survives persist → JSON → restore at every reachable state', () => {
    for (const snapshot of walked.reached) {
      const trip = roundTrip(uploadModel, snapshot);
      expect(trip.restored.value).toEqual(trip.original.value);
      expect(trip.restored.context).toEqual(JSON.parse(JSON.stringify(trip.original.context)));
      for (const step of trip.next) expect(step.restored, step.event).toBe(step.original);
    }
  });
});
