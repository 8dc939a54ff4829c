import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { pathOf } from '../../lib/route-paths';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { formatMoney } from '../../ui/format-money';
import { FetchedFileLink } from '../../ui/fetched-file-link';
import { notifier } from '../../lib/notifier';
import { downloadForms, useOrderAction, type OrderDetail } from './api/orders';
import { canCancel, canDelete, cancelRefunds } from './order-rules';
import { useOrdersText } from './strings';

const quiet = 'rounded border-2 border-blue-900 px-4 py-1.5 font-semibold text-blue-900 hover:bg-blue-50 focus:outline-none focus:ring-4 focus:ring-amber-400 disabled:opacity-70';
const danger = 'rounded border-2 border-red-800 px-4 py-1.5 font-semibold text-red-800 hover:bg-red-50 focus:outline-none focus:ring-4 focus:ring-amber-400';

/** The application forms of the order, as on the paid page: a link once the server has made them, or why not. */
export function FormsDownload({ orderId }: { orderId: string }) {
  const { text } = useOrdersText();
  return (
    <FetchedFileLink
      fetchLink={() => downloadForms(orderId)}
      buttonClassName={quiet}
      texts={{
        fetch: text('detail.forms.download'),
        fetching: text('detail.forms.loading'),
        ready: (fileName) => text('detail.forms.ready', { fileName }),
        failed: (reason) => text('detail.forms.failed', { reason }),
      }}
    />
  );
}

/**
 * Cancel (unpaid, or paid and refunded) or delete (closed), each behind a confirmation; afterwards the list with a
 * note of what was done, except a cancel that refunds: its page stays, where the refund now shows.
 */
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
  const { t, text, language } = useOrdersText();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const mutation = useOrderAction(action);
  const refunds = action === 'cancel' && cancelRefunds(order.state);
  const key = refunds ? 'detail.cancelPaid' : `detail.${action}`;
  const values = {
    orderNo: order.orderNo,
    amount: order.payment ? formatMoney(order.payment.amount, order.currency, language) : '',
    method: order.payment ? text(`method.${order.payment.method}`) : '',
  };

  // Awaited, not an onSuccess of mutate(): the refreshed order no longer offers this action, so this button is gone
  // (and its per-call callbacks with it) by the time the call settles.
  const confirm = async () => {
    try {
      await mutation.mutateAsync(order.id);
    } catch {
      return; // The client's error catalogue has told the person; the dialog stays open to try again.
    }
    notifier.show('success', text(`${key}.done`, values));
    if (refunds) setOpen(false);
    else navigate(pathOf('orderList'));
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={<button type="button" className={danger}>{text(`${key}.button`)}</button>}
      title={text(`${key}.title`)}
      description={text(`${key}.text`, values)}
      confirmLabel={text(`${key}.confirm`)}
      keepLabel={text(`${key}.keep`)}
      onConfirm={() => void confirm()}
      busy={mutation.isPending}
      busyLabel={t('common.pleaseWait')}
    />
  );
}
