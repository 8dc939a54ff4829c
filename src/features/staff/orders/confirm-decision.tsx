import type { RefObject } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useStaffText } from '../strings';

// A decision cannot be taken back from the console: it is asked once more, naming the order.
export function ConfirmDecision({ decision, orderNo, busy, returnFocusTo, onCancel, onConfirm }: {
  decision: 'issued' | 'refused'; orderNo: string; busy: boolean; returnFocusTo: RefObject<HTMLButtonElement | null>; onCancel: () => void; onConfirm: () => void;
}) {
  const { text } = useStaffText();
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onCancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/60" />
        <Dialog.Content role="alertdialog"
          onCloseAutoFocus={(event) => { event.preventDefault(); returnFocusTo.current?.focus(); }}
          className="fixed left-1/2 top-1/2 z-50 w-[min(92vw,30rem)] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl focus:outline-none">
          <Dialog.Title className="text-xl font-bold text-blue-950">{text(`move.${decision}.confirmTitle`)}</Dialog.Title>
          <Dialog.Description className="mt-3 text-slate-800">{text(`move.${decision}.confirmText`, { orderNo })}</Dialog.Description>
          <div className="mt-6 flex flex-wrap gap-3">
            <button type="button" disabled={busy} onClick={onConfirm} className="rounded bg-red-800 px-4 py-2 font-semibold text-white hover:bg-red-900 disabled:opacity-70">
              {busy ? text('pleaseWait') : text(`move.${decision}.confirm`)}
            </button>
            <Dialog.Close asChild>
              <button type="button" className="rounded border-2 border-slate-700 px-4 py-2 font-medium hover:bg-slate-100">{text('cancel')}</button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
