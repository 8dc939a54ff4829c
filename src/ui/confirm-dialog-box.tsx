import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import * as Dialog from '@radix-ui/react-dialog';

export interface ConfirmDialogBoxProps {
  onOpenChange: (open: boolean) => void;
  /** Where the focus goes back when the dialog closes: the button that asked the question. */
  returnFocusTo: RefObject<HTMLElement | null>;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  keepLabel: string;
  onConfirm: () => void;
  /** While the confirmed action runs: the confirm button is disabled and may say so. */
  busy?: boolean;
  busyLabel?: string;
}

// The open dialog of ConfirmDialog (confirm-dialog.tsx), with Radix: loaded when it is first needed.
export default function ConfirmDialogBox({ onOpenChange, returnFocusTo, title, description, confirmLabel, keepLabel, onConfirm, busy = false, busyLabel }: ConfirmDialogBoxProps) {
  // A double click's second click lands before `busy` has disabled the button (the query layer tells React a tick
  // later), so the first click latches it; the latch opens again when the action has run (busy back to false), for
  // a retry after a refusal.
  const confirming = useRef(false);
  useEffect(() => {
    if (!busy) confirming.current = false;
  }, [busy]);
  const confirmOnce = () => {
    if (confirming.current) return;
    confirming.current = true;
    onConfirm();
  };
  return (
    <Dialog.Root open onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/60" />
        <Dialog.Content
          role="alertdialog"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed left-1/2 top-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl focus:outline-none"
        >
          <Dialog.Title className="text-xl font-bold text-blue-950">{title}</Dialog.Title>
          <Dialog.Description className="mt-3 text-slate-700">{description}</Dialog.Description>
          <div className="mt-6 flex flex-wrap gap-3">
            <button
              type="button"
              disabled={busy}
              onClick={confirmOnce}
              className="rounded bg-red-800 px-4 py-2 font-semibold text-white hover:bg-red-900 disabled:opacity-70"
            >
              {busy && busyLabel ? busyLabel : confirmLabel}
            </button>
            <Dialog.Close asChild>
              <button type="button" className="rounded border-2 border-slate-700 px-4 py-2 font-medium hover:bg-slate-100">{keepLabel}</button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
