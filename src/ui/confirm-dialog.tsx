import type { ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that asks the question; it keeps the focus when the dialog closes. */
  trigger: ReactNode;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  keepLabel: string;
  onConfirm: () => void;
  /** While the confirmed action runs: the confirm button is disabled and may say so. */
  busy?: boolean;
  busyLabel?: string;
}

// A destructive step behind a question (logout, deleting a draft, cancelling or deleting an order): an alert
// dialog that says what happens, with the way out as easy to reach as the way on.
export function ConfirmDialog({ open, onOpenChange, trigger, title, description, confirmLabel, keepLabel, onConfirm, busy = false, busyLabel }: ConfirmDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/60" />
        <Dialog.Content
          role="alertdialog"
          className="fixed left-1/2 top-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl focus:outline-none"
        >
          <Dialog.Title className="text-xl font-bold text-blue-950">{title}</Dialog.Title>
          <Dialog.Description className="mt-3 text-slate-700">{description}</Dialog.Description>
          <div className="mt-6 flex flex-wrap gap-3">
            <button
              type="button"
              disabled={busy}
              onClick={onConfirm}
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
