import { Link } from 'react-router-dom';
import { pathOf } from '../../lib/route-paths';
import type { OrderDetail } from './api/orders';
import { useOrdersText } from './strings';

const link = 'text-blue-900 underline underline-offset-2 hover:text-blue-950 focus:outline-none focus:ring-4 focus:ring-amber-400';

/** A paid order's invoice (spec §4: can request → invoicing → issued, or failed): request it, or open the one requested. */
export function InvoiceActions({ order }: { order: OrderDetail }) {
  const { text } = useOrdersText();
  const { status, recordId } = order.invoice;
  if (status === 'canApply' || !recordId) {
    return <Link to={pathOf('applyInvoice', { orderId: order.id })} className={link}>{text('detail.invoice.apply')}</Link>;
  }
  return (
    <p>
      <span className="mr-4">{text(`detail.invoice.status.${status}`)}</span>
      <Link to={pathOf('invoiceDetail', { id: recordId })} className={link}>{text('detail.invoice.open')}</Link>
    </p>
  );
}
