import { useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useNavigate } from 'react-router-dom';
import { pathOf } from '../../app/route-paths';
import { notifier } from '../../ui/notifier';
import { downloadForms, useOrderAction, type OrderDetail } from './api/orders';
import { canCancel, canDelete } from './order-rules';
import { useOrdersText } from './strings';

const quiet = 'rounded border-2 border-blue-900 px-4 py-1.5 font-semibold text-blue-900 hover:bg-blue-50 focus:outline-none focus:ring-4 focus:ring-amber-400 disabled:opacity-70';
const danger = 'rounded border-2 border-red-800 px-4 py-1.5 font-semibold text-red-800 hover:bg-red-50 focus:outline-none focus:ring-4 focus:ring-amber-400';

type Download = { state: 'idle' | 'loading' } | { state: 'ready'; url: string; fileName: string } | { state: 'failed'; reason: string };

/** The application forms of the order, as on the paid page: a link once the server has made them, or why not. */
export function FormsDownload({ orderId }: { orderId: string }) {
  const { text } = useOrdersText();
  const [download, setDownload] = useState<Download>({ state: 'idle' });
  const fetchForms = async () => {
    setDownload({ state: 'loading' });
    try {
      const link = await downloadForms(orderId);
      setDownload({ state: 'ready', url: link.url, fileName: link.fileName });
    } catch (error) {
      setDownload({ state: 'failed', reason: error instanceof Error ? error.message : String(error) });
    }
  };
  return (
    <div aria-live="polite">
      {download.state === 'ready' ? (
        <a href={download.url} download={download.fileName} className="text-blue-900 underline underline-offset-2">{text('detail.forms.ready', { fileName: download.fileName })}</a>
      ) : (
        <button type="button" className={quiet} disabled={download.state === 'loading'} onClick={() => void fetchForms()}>
          {download.state === 'loading' ? text('detail.forms.loading') : text('detail.forms.download')}
        </button>
      )}
      {download.state === 'failed' ? (
        <p role="alert" className="mt-3 border-l-4 border-red-700 bg-red-50 p-3 text-red-900">{text('detail.forms.failed', { reason: download.reason })}</p>
      ) : null}
    </div>
  );
}

/** Cancel (unpaid) or delete (closed), each behind a confirmation; afterwards the list, with a note of what was done. */
export function OrderActions({ order }: { order: OrderDetail }) {
  const actions = [canCancel(order.state) ? 'cancel' : null, canDelete(order.state) ? 'delete' : null].filter((a): a is 'cancel' | 'delete' => a !== null);
  if (!actions.length) return null;
  return (
    <div className="flex flex-wrap gap-3">
      {actions.map((action) => <ConfirmedAction key={action} action={action} order={order} />)}
    </div>
  );
}

function ConfirmedAction({ action, order }: { action: 'cancel' | 'delete'; order: OrderDetail }) {
  const { t, text } = useOrdersText();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const mutation = useOrderAction(action);
  const key = `detail.${action}`;

  // Awaited, not an onSuccess of mutate(): the refreshed order no longer offers this action, so this button is gone
  // (and its per-call callbacks with it) by the time the call settles.
  const confirm = async () => {
    try {
      await mutation.mutateAsync(order.id);
    } catch {
      return; // The client's error catalogue has told the person; the dialog stays open to try again.
    }
    notifier.show('success', text(`${key}.done`, { orderNo: order.orderNo }));
    navigate(pathOf('orderList'));
  };

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <button type="button" className={danger}>{text(`${key}.button`)}</button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/60" />
        <Dialog.Content
          role="alertdialog"
          className="fixed left-1/2 top-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl focus:outline-none"
        >
          <Dialog.Title className="text-xl font-bold text-blue-950">{text(`${key}.title`)}</Dialog.Title>
          <Dialog.Description className="mt-3 text-slate-700">{text(`${key}.text`, { orderNo: order.orderNo })}</Dialog.Description>
          <div className="mt-6 flex flex-wrap gap-3">
            <button
              type="button"
              disabled={mutation.isPending}
              onClick={() => void confirm()}
              className="rounded bg-red-800 px-4 py-2 font-semibold text-white hover:bg-red-900 disabled:opacity-70"
            >
              {mutation.isPending ? t('common.pleaseWait') : text(`${key}.confirm`)}
            </button>
            <Dialog.Close asChild>
              <button type="button" className="rounded border-2 border-slate-700 px-4 py-2 font-medium hover:bg-slate-100">{text(`${key}.keep`)}</button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
