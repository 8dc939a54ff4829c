import { useEffect, useState, type KeyboardEvent } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { fetchStaffFile, type OrderDocument } from '../api/orders';
import { refusalText } from '../api/staff-api';
import { secondaryButton } from '../parts/field';
import { useStaffText } from '../strings';

const ZOOMS = [0.5, 0.75, 1, 1.5, 2, 3, 4] as const;
const FIT = 2; // index of 1: the picture as wide as the dialog

// A scanned passport or photo, fetched with the staff token, zoomable with the buttons or the keyboard (+, −, 0);
// the picture's frame scrolls with the arrow keys once zoomed. Escape closes and the focus goes back to "View".
export function ImageDialog({ document }: { document: OrderDocument }) {
  const { text } = useStaffText();
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <button type="button" className="text-blue-900 underline underline-offset-2" aria-label={text('documents.viewNamed', { name: document.name })}>{text('documents.view')}</button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/70" />
        {open ? <Viewer document={document} /> : null}
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function Viewer({ document }: { document: OrderDocument }) {
  const { text } = useStaffText();
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [zoom, setZoom] = useState<number>(FIT);
  useEffect(() => {
    let made: string | null = null;
    let live = true;
    fetchStaffFile(document.url).then((blob) => {
      if (!live) return;
      made = URL.createObjectURL(blob);
      setUrl(made);
    }, (error: unknown) => live && setFailed(refusalText(error)));
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [document.url]);
  const zoomBy = (step: number) => setZoom((at) => Math.min(ZOOMS.length - 1, Math.max(0, at + step)));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === '+' || event.key === '=') zoomBy(1);
    else if (event.key === '-' || event.key === '_') zoomBy(-1);
    else if (event.key === '0') setZoom(FIT);
    else return;
    event.preventDefault();
  };
  const percent = Math.round(ZOOMS[zoom]! * 100);
  return (
    <Dialog.Content onKeyDown={onKeyDown} className="fixed inset-4 z-50 flex flex-col rounded-lg bg-white p-4 shadow-xl focus:outline-none">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Dialog.Title className="text-lg font-bold text-blue-950">{document.name}</Dialog.Title>
        <div className="flex flex-wrap items-center gap-2">
          <button type="button" className={secondaryButton} onClick={() => zoomBy(-1)} disabled={zoom === 0}>{text('documents.zoomOut')}</button>
          <span aria-live="polite" className="w-16 text-center tabular-nums">{percent}%</span>
          <button type="button" className={secondaryButton} onClick={() => zoomBy(1)} disabled={zoom === ZOOMS.length - 1}>{text('documents.zoomIn')}</button>
          <button type="button" className={secondaryButton} onClick={() => setZoom(FIT)}>{text('documents.fit')}</button>
          <Dialog.Close asChild><button type="button" className={secondaryButton}>{text('close')}</button></Dialog.Close>
        </div>
      </div>
      <Dialog.Description className="mt-1 text-sm text-slate-600">{text('documents.keys')}</Dialog.Description>
      {/* The frame is focusable so the arrow keys scroll a zoomed picture. */}
      <div tabIndex={0} role="group" aria-label={text('documents.frame')} className="mt-3 min-h-0 flex-1 overflow-auto rounded border border-slate-300 bg-slate-100">
        {failed ? <p role="alert" className="p-4 text-red-800">{failed}</p> : null}
        {!url && !failed ? <p role="status" className="p-4 text-slate-700">{text('loading')}</p> : null}
        {url ? <img src={url} alt={document.name} style={{ width: `${percent}%`, maxWidth: 'none' }} className="block h-auto" /> : null}
      </div>
    </Dialog.Content>
  );
}
