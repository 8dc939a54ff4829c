import { Link } from 'react-router-dom';
import type { OrderSummary } from '../api/orders';
import { chinaDateTime, money } from '../parts/china-date';
import { ScrollFrame } from '../parts/scroll-frame';
import { useStaffText } from '../strings';

// A table at 1366 px; on a tablet it scrolls sideways inside its frame rather than squeezing the columns.
export function OrderTable({ orders, busy, label }: { orders: OrderSummary[]; busy: boolean; label: string }) {
  const { text, language } = useStaffText();
  return (
    <ScrollFrame label={label} busy={busy}>
      <table className="w-full min-w-[44rem] text-left">
        <thead className="bg-slate-100">
          <tr>
            <th scope="col" className="px-3 py-2">{text('list.order')}</th>
            <th scope="col" className="px-3 py-2">{text('list.applicants')}</th>
            <th scope="col" className="px-3 py-2">{text('list.state')}</th>
            <th scope="col" className="px-3 py-2">{text('list.amount')}</th>
            <th scope="col" className="px-3 py-2">{text('list.paidAt')}</th>
            <th scope="col" className="px-3 py-2">{text('list.mobile')}</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id} className="border-t border-slate-200 align-top">
              <th scope="row" className="px-3 py-2">
                <Link to={`/staff/orders/${encodeURIComponent(order.id)}`} className="font-semibold text-blue-900 underline underline-offset-2">{order.orderNo}</Link>
              </th>
              <td className="px-3 py-2">
                <ul>
                  {order.applicants.map((applicant) => <li key={applicant.applyId}>{applicant.name} <span className="text-slate-700">({applicant.reference})</span></li>)}
                </ul>
              </td>
              <td className="px-3 py-2">{order.stateText}</td>
              <td className="px-3 py-2 tabular-nums">{money(order.amount, order.currency, language)}</td>
              <td className="px-3 py-2 tabular-nums">{chinaDateTime(order.paidAt, language)}</td>
              <td className="px-3 py-2 tabular-nums">{order.mobile ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollFrame>
  );
}
