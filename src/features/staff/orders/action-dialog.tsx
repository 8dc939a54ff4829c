import type { ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { secondaryButton } from '../parts/field';
import { useStaffText } from '../strings';

/** A modal form for one action: its trigger, a title, the form, and Cancel; Escape closes it, the focus goes back. */
export function ActionDialog({ open, onOpenChange, trigger, title, description, children }: {
  open: boolean; onOpenChange: (open: boolean) => void; trigger: ReactNode; title: string; description?: string; children: ReactNode;
}) {
  const { text } = useStaffText();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/60" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[min(94vw,40rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-xl focus:outline-none"
          {...(description ? {} : { 'aria-describedby': undefined })}>
          <Dialog.Title className="text-xl font-bold text-blue-950">{title}</Dialog.Title>
          {description ? <Dialog.Description className="mt-2 text-slate-700">{description}</Dialog.Description> : null}
          <div className="mt-4">{children}</div>
          <Dialog.Close asChild>
            <button type="button" className={`mt-2 ${secondaryButton}`}>{text('cancel')}</button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
