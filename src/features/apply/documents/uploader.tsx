import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState, type DragEvent } from 'react';
import { keptWhenUnreadKinds, type DocumentKind, type RejectReason } from '../../../../machines/upload.machine';
import { messageOf } from '../../../ui/form/messages';
import { percentOf, rejectionAdvice } from './documents-helpers';
import { FileThumbnail } from './file-thumbnail';
import { prepareImage } from './shrink-image';
import { formatBytes, formatOf } from './shrink-plan';
import type { ReadingRetry } from './reading-retry';
import { uploadLogicFor, type UploadNote } from './upload-actors';
import { useDocumentText } from './strings';
import type { ImageCheck } from './xhr-upload';

export type UploaderState =
  | { status: 'empty' | 'busy' }
  | { status: 'rejected'; reason: RejectReason }
  | { status: 'ready'; fileId: string; fields: Record<string, string>; checks?: ImageCheck[] };

export interface UploaderProps {
  id: string;
  kind: DocumentKind;
  label: string;
  hint?: string;
  /** A file uploaded on an earlier visit of this step. */
  earlierFileId?: string;
  /** A message from the page's own check (nothing uploaded yet), shown beside the uploader. */
  error?: string;
  /** What "reading …" says while the server recognises the image. */
  readingText?: string;
  /**
   * Offered when recognition fails, so the person can type the details instead. A card slot offers it without
   * (its fields are on the same screen): the file is kept and the slot counts as uploaded.
   */
  onTypeInstead?: (fileId: string) => void;
  onChange(state: UploaderState): void;
}

// Listing only JPEG and PNG also makes iOS hand over its HEIC photos converted to JPEG.
const accept = 'image/jpeg,image/png,.jpg,.jpeg,.png';

// One document slot: choose or drop a file, the client check, a token, the upload with a progress bar, the
// server's reading, and a clear reason with a way on (retry, another file, type it in) when anything fails.
export function Uploader({ id, kind, label, hint, earlierFileId, error, readingText, onTypeInstead, onChange }: UploaderProps) {
  const { text } = useDocumentText();
  const [note, setNote] = useState<UploadNote | null>(null);
  const logic = useMemo(() => uploadLogicFor(setNote), []);
  const actor = useActorRef(logic, { input: { kind } });
  const snapshot = useSelector(actor, (s) => s);
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  // The person took the earlier file away: the slot is empty until a new one is chosen.
  const [earlierRemoved, setEarlierRemoved] = useState(false);
  // Shrinking runs before the upload machine sees the file: the machine checks and sends what will be uploaded.
  const [shrinking, setShrinking] = useState(false);
  const [shrunk, setShrunk] = useState<{ before: number; after: number } | null>(null);
  const [converting, setConverting] = useState(false);
  const [converted, setConverted] = useState(false);
  const [chosenFormat, setChosenFormat] = useState<string | null>(null);
  // The latest choice; a shrink finishing after another choice, a cancel or the screen's end is dropped.
  const choice = useRef(0);
  useEffect(() => () => { choice.current += 1; }, []);
  const earlier = earlierRemoved ? undefined : earlierFileId;

  const value = snapshot.value as string;
  const { context } = snapshot;
  const fileName = context.file?.name ?? '';
  // The name of the file the person picked (before any shrinking renamed it), shown beside the button.
  const [chosenName, setChosenName] = useState('');

  const state: UploaderState = value === 'review' || value === 'done'
    ? { status: 'ready', fileId: context.fileId!, fields: { ...context.fields, fileId: context.fileId! }, ...(note?.checks ? { checks: note.checks } : {}) }
    : snapshot.hasTag('busy') ? { status: 'busy' } : value === 'rejected' ? { status: 'rejected', reason: context.rejection ?? 'server' } : { status: 'empty' };
  const stateKey = JSON.stringify(state);
  const changed = useRef(onChange);
  changed.current = onChange;
  useEffect(() => {
    // An earlier upload counts until a new file is chosen.
    const current = JSON.parse(stateKey) as UploaderState;
    if (current.status === 'empty' && earlier) changed.current({ status: 'ready', fileId: earlier, fields: { fileId: earlier } });
    else changed.current(current);
  }, [stateKey, earlier]);

  const choose = (file: File | undefined) => {
    if (!file) return;
    setChosenName(file.name);
    setNote(null);
    setShrunk(null);
    const format = formatOf(file);
    setChosenFormat(format.ok ? null : format.label);
    const current = ++choice.current;
    setShrinking(true);
    setConverting(!format.ok && format.label === 'HEIC');
    setConverted(false);
    void prepareImage(file).then((prepared) => {
      if (current !== choice.current) return;
      setShrinking(false);
      setConverting(false);
      setShrunk(prepared.shrunk ?? null);
      setConverted(prepared.convertedFrom === 'HEIC');
      actor.send({ type: 'upload.fileSelected', file: prepared.file });
    });
  };
  const cancel = () => {
    choice.current += 1;
    setShrinking(false);
    setConverting(false);
    setShrunk(null);
    actor.send({ type: 'upload.cancelled' });
  };
  // The file the slot holds now: the one just uploaded, else the one from an earlier visit.
  const heldFileId = state.status === 'ready' ? state.fileId : value === 'idle' ? earlier : undefined;
  const remove = () => {
    setChosenName('');
    setConverted(false);
    setNote(null);
    setShrunk(null);
    setEarlierRemoved(true);
    actor.send({ type: 'upload.removed' });
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0]);
  };

  const typeable = (onTypeInstead !== undefined || keptWhenUnreadKinds.includes(kind)) && snapshot.can({ type: 'upload.enterManually' });
  const advice = value === 'rejected' && context.rejection ? rejectionAdvice(context.rejection, note, typeable) : null;
  const percent = percentOf(context.progress);
  const busy = shrinking || snapshot.hasTag('busy');
  const retryingText = ({ why, seconds }: ReadingRetry) =>
    why === 'busy' ? text('uploader.readerBusy', { seconds }) : text('uploader.readingSlow');
  const status = converting ? text('uploader.converting') : shrinking ? text('uploader.shrinking')
    : note?.resending && (value === 'requestingToken' || value === 'uploading') ? text('uploader.resending')
    : value === 'requestingToken' ? text('uploader.checking')
    : value === 'uploading' ? text('uploader.uploading', { percent })
      : value === 'recognising' ? (note?.retrying ? retryingText(note.retrying) : readingText ?? text('uploader.reading'))
        : state.status === 'ready' ? text('uploader.uploaded', { name: fileName })
          : earlierRemoved && value === 'idle' ? text('uploader.removed')
            : '';
  const failedChecks = note?.checks?.filter((check) => !check.passed) ?? [];
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : '', `${id}-status`, `${id}-shrunk`].filter(Boolean).join(' ');
  const refusalText = (key: string) => key !== 'reject.type' ? text(key)
    : chosenFormat ? `${text('reject.typeNamed', { format: chosenFormat })}${chosenFormat === 'HEIC' ? text('reject.heicHint') : ''}` : text(key);
  const chooseFrom = (target: HTMLInputElement) => {
    choose(target.files?.[0]);
    // The same file may be chosen again after a failure.
    target.value = '';
  };

  return (
    <div className={`mb-6 ${error || advice ? 'border-l-4 border-red-700 pl-3' : ''}`}>
      <label htmlFor={id} className="block font-semibold text-slate-900">{label}</label>
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">{hint ? `${hint} ` : ''}{text('uploader.dropHint')}</p>
      {error ? <p id={`${id}-error`} className="mt-1 font-semibold text-red-800">{error}</p> : null}
      <div
        onDragOver={(event) => { event.preventDefault(); setDragging(true); }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid={`${id}-dropzone`}
        className={`mt-2 flex flex-wrap items-center gap-4 rounded border-2 border-dashed p-4 ${dragging ? 'border-blue-800 bg-blue-50' : 'border-slate-400 bg-white'}`}
      >
        {heldFileId ? <FileThumbnail fileId={heldFileId} label={label} /> : null}
        {/* The browser's own chooser speaks the browser's language ("Choose File / No file chosen" on a Chinese
            page): the real input stays, labelled and reached by Tab, but hidden; what shows is a button in the
            page's language with the chosen file's name. The shown button is only a picture of the input (hidden from
            assistive technology, which meets the input itself), so the input's name stays the slot's label. */}
        <input
          ref={input}
          id={id}
          type="file"
          accept={accept}
          disabled={busy}
          aria-describedby={`${describedBy} ${id}-file`}
          aria-invalid={error || advice ? true : undefined}
          onChange={(event) => chooseFrom(event.target)}
          className="peer sr-only"
        />
        <span
          aria-hidden="true"
          onClick={() => input.current?.click()}
          className="cursor-pointer rounded border-2 border-blue-900 bg-white px-3 py-1 font-semibold text-blue-900 hover:bg-blue-50 peer-focus-visible:ring-4 peer-focus-visible:ring-amber-400 peer-disabled:cursor-default peer-disabled:opacity-50"
        >
          {text('uploader.choose')}
        </span>
        <span id={`${id}-file`} className="min-w-0 max-w-full break-all text-slate-700">{chosenName || (heldFileId ? null : text('uploader.noFile'))}</span>
        {/* On a phone the camera opens at once. It is a second control, not the first one's `capture`: with
            `capture` a phone offers no gallery, and a scan already in the gallery must stay choosable. Every slot
            holds a document or a printed photo lying in front of the person, so the rear camera. */}
        <label className={`hidden items-center rounded border-2 border-blue-900 bg-white px-3 py-1 font-semibold text-blue-900 focus-within:ring-4 focus-within:ring-amber-400 pointer-coarse:inline-flex ${busy ? 'opacity-50' : ''}`}>
          <input type="file" accept={accept} capture="environment" disabled={busy} aria-describedby={describedBy}
            data-testid={`${id}-camera`} className="sr-only" onChange={(event) => chooseFrom(event.target)} />
          {text('uploader.camera')}<span className="sr-only">{` ${label}`}</span>
        </label>
        {dragging ? <span className="text-blue-900">{text('uploader.dropHere')}</span> : null}
      </div>

      {value === 'uploading' || value === 'requestingToken' ? (
        <div className="mt-3 max-w-md">
          <label htmlFor={`${id}-progress`} className="block text-sm text-slate-700">{text('uploader.progress')}</label>
          <progress id={`${id}-progress`} max={100} value={percent} className="h-3 w-full" />
        </div>
      ) : null}
      {shrinking ? <progress aria-label={text('uploader.shrinking')} className="mt-3 h-3 w-full max-w-md" /> : null}
      <p id={`${id}-status`} role="status" aria-live="polite" className="mt-2 text-slate-800">
        {status}
        {state.status !== 'ready' && value === 'idle' && earlier ? text('uploader.uploadedEarlier') : null}
      </p>
      <p id={`${id}-shrunk`} aria-live="polite" className="mt-1 text-slate-800">
        {converted ? `${text('uploader.converted')} ` : null}
        {shrunk ? text('uploader.shrunk', { before: formatBytes(shrunk.before), after: formatBytes(shrunk.after) }) : null}
      </p>
      {heldFileId ? (
        <button type="button" onClick={remove} className="mt-1 text-blue-900 underline underline-offset-2 focus:outline-none focus:ring-4 focus:ring-amber-400">
          {text('uploader.remove')}<span className="sr-only">{` ${label}`}</span>
        </button>
      ) : null}
      {busy ? (
        <button type="button" onClick={cancel} className="mt-1 text-blue-900 underline underline-offset-2">
          {text('uploader.cancel')}
        </button>
      ) : null}

      {advice ? (
        <div role="alert" className="mt-2">
          <p className="font-semibold text-red-800">{advice.serverMessage ?? (advice.key.startsWith('reject.') ? refusalText(advice.key) : messageOf(advice.key))}</p>
          <div className="mt-2 flex flex-wrap gap-3">
            {advice.retry ? (
              <button type="button" onClick={() => actor.send({ type: 'upload.retried' })} className="rounded border-2 border-blue-900 px-3 py-1 font-semibold text-blue-900">
                {text('uploader.retry')}
              </button>
            ) : (
              <button type="button" onClick={() => input.current?.click()} className="rounded border-2 border-blue-900 px-3 py-1 font-semibold text-blue-900">
                {text('uploader.another')}
              </button>
            )}
            {advice.manual ? (
              <button
                type="button"
                onClick={() => {
                  const fileId = context.fileId!;
                  actor.send({ type: 'upload.enterManually' });
                  onTypeInstead?.(fileId);
                }}
                className="rounded border-2 border-blue-900 px-3 py-1 font-semibold text-blue-900"
              >
                {text('uploader.manual')}
              </button>
            ) : null}
          </div>
        </div>
      ) : null}
      {state.status === 'ready' && (context.unread || note?.message) ? (
        <p role="status" className="mt-2 border-l-4 border-amber-600 bg-amber-50 p-2 text-amber-950">{context.unread ? text('uploader.keptUnread') : note?.message}</p>
      ) : null}
      {failedChecks.length ? (
        <ul className="mt-2 list-disc pl-5 text-red-800">
          {failedChecks.map((check) => <li key={check.rule}>{check.message}</li>)}
        </ul>
      ) : null}
    </div>
  );
}
