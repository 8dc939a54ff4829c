// Event samples for walking uploadMachine with xstate/graph: files that pass and fail the client check,
// progress, the actors' results and failures with each reason.
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { MachineModel, SampleEvent } from './model.ts';
import { uploadMachine, type UploadContext, type UploadInput } from './upload.machine.ts';

export const uploadInput: UploadInput = { kind: 'passport' };

export const sampleFiles = {
  good: { name: 'passport.jpg', type: 'image/jpeg', size: 240 * 1024 },
  pdf: { name: 'passport.pdf', type: 'application/pdf', size: 80 * 1024 },
  large: { name: 'passport.png', type: 'image/png', size: 900 * 1024 },
};

const passportFields = { passportNum: 'E12345678', surnameEn: 'ZHANG', nameEn: 'WEI', birthDate: '1990-05-01' };

function events(snapshot: AnyMachineSnapshot): SampleEvent[] {
  const { kind } = snapshot.context as UploadContext;
  return [
    // Switching to a kind without recognition lets the walk reach the path that skips it.
    { type: 'upload.kindChosen', kind: kind === 'passport' ? 'photo' : 'passport' },
    // A card slot keeps an image nothing was read from.
    ...(kind === 'passport' ? [{ type: 'upload.kindChosen', kind: 'idCardFront' }] : []),
    { type: 'upload.fileSelected', file: sampleFiles.good },
    { type: 'upload.fileSelected', file: sampleFiles.pdf },
    { type: 'upload.fileSelected', file: sampleFiles.large },
    { type: 'xstate.done.actor.requestUploadToken', output: { uploadUrl: 'https://files.example/upload/abc' } },
    { type: 'xstate.error.actor.requestUploadToken', error: { reason: 'server' } },
    { type: 'upload.progress', loaded: 120 * 1024, total: 240 * 1024 },
    { type: 'upload.uploaded', fileId: 'F-1' },
    { type: 'upload.failed', reason: 'network' },
    { type: 'xstate.error.actor.uploadFile', error: new Error('connection reset') },
    { type: 'xstate.done.actor.recognise', output: { fields: passportFields, confidence: 0.93 } },
    { type: 'xstate.error.actor.recognise', error: { reason: 'unreadable' } },
    { type: 'xstate.error.actor.recognise', error: { reason: 'unreadable', wrongDocument: true } },
    { type: 'xstate.error.actor.recognise', error: { reason: 'network' } },
    { type: 'upload.cancelled' },
    { type: 'upload.retried' },
    { type: 'upload.enterManually' },
    { type: 'upload.removed' },
    { type: 'review.edited', fields: { nameEn: 'WEI MING' } },
    { type: 'review.confirmed' },
  ];
}

function serializeState(snapshot: AnyMachineSnapshot): string {
  const { kind, file, fileId, rejection, failedStep, unread, wrongDocument } = snapshot.context as UploadContext;
  // Progress and field edits change while the applicant works, not the flow.
  return JSON.stringify({ value: snapshot.value, kind, file: file !== null, fileId: fileId !== null, rejection, failedStep, unread, wrongDocument });
}

function describeEvent(event: EventObject): string {
  const e = event as SampleEvent;
  const file = e.file as { name: string; size: number } | undefined;
  const error = e.error as { reason?: string } | undefined;
  switch (e.type) {
    case 'upload.kindChosen': return `switch the slot to ${String(e.kind)}`;
    case 'upload.fileSelected': return `choose ${file?.name} (${Math.round((file?.size ?? 0) / 1024)} KB)`;
    case 'xstate.done.actor.requestUploadToken': return 'the upload token arrives';
    case 'xstate.error.actor.requestUploadToken': return 'the upload token request fails (server)';
    case 'upload.progress': return 'the upload reports 50%';
    case 'upload.uploaded': return 'the upload finishes';
    case 'upload.failed': return 'the upload fails (network)';
    case 'xstate.error.actor.uploadFile': return 'the upload breaks off';
    case 'xstate.done.actor.recognise': return 'the fields are recognised';
    case 'xstate.error.actor.recognise': return `recognition fails (${error?.reason}${(error as { wrongDocument?: boolean } | undefined)?.wrongDocument ? ', another document' : ''})`;
    case 'upload.cancelled': return 'cancel';
    case 'upload.retried': return 'try again';
    case 'upload.enterManually': return 'type the fields in by hand';
    case 'upload.removed': return 'remove the file';
    case 'review.edited': return 'correct a field';
    case 'review.confirmed': return 'confirm the fields';
    default: return e.type;
  }
}

export const uploadModel: MachineModel<typeof uploadMachine> = {
  name: 'upload',
  machine: uploadMachine,
  input: uploadInput,
  events,
  serializeState,
  describeEvent,
};
