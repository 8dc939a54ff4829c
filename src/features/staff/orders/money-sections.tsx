import type { OrderView } from '../api/orders';
import { chinaDateTime, money } from '../parts/china-date';
import { useStaffText } from '../strings';
import { ScrollFrame } from '../parts/scroll-frame';
import { Section } from './section';

const cell = 'px-3 py-2';

export function MoneySections({ view }: { view: OrderView }) {
  const { text, language } = useStaffText();
  return (
    <>
      <Section id="order-payments" title={text('payments.title')}>
        {view.payments.length === 0 ? <p className="text-slate-700">{text('payments.none')}</p> : (
          <ScrollFrame label={text('payments.title')}>
            <table className="w-full min-w-[36rem] text-left">
              <thead className="bg-slate-100">
                <tr>
                  <th scope="col" className={cell}>{text('payments.tradeNo')}</th>
                  <th scope="col" className={cell}>{text('payments.kind')}</th>
                  <th scope="col" className={cell}>{text('payments.method')}</th>
                  <th scope="col" className={cell}>{text('payments.amount')}</th>
                  <th scope="col" className={cell}>{text('payments.status')}</th>
                  <th scope="col" className={cell}>{text('payments.paidAt')}</th>
                </tr>
              </thead>
              <tbody>
                {view.payments.map((payment) => (
                  <tr key={payment.outTradeNo} className="border-t border-slate-200">
                    <th scope="row" className={`${cell} font-normal`}>{payment.outTradeNo}</th>
                    <td className={cell}>{text(`payments.kinds.${payment.kind}`)}</td>
                    <td className={cell}>{text(`payments.methods.${payment.method}`)}</td>
                    <td className={`${cell} tabular-nums`}>{money(payment.amount, payment.currency, language)}</td>
                    <td className={cell}>{text(`payments.statuses.${payment.status}`)}</td>
                    <td className={`${cell} tabular-nums`}>{chinaDateTime(payment.paidAt, language)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollFrame>
        )}
      </Section>
      <Section id="order-supplements" title={text('supplements.title')}>
        {view.supplements.length === 0 ? <p className="text-slate-700">{text('supplements.none')}</p> : (
          <ul className="space-y-2">
            {view.supplements.map((supplement, index) => (
              <li key={`${supplement.orderId}-${index}`} className="rounded border border-slate-200 p-3">
                <p className="font-semibold">
                  {money(supplement.amount, supplement.currency, language)} · {text(`supplements.statuses.${supplement.status}`)}
                  {supplement.paidAt ? <span className="font-normal text-slate-700"> · {chinaDateTime(supplement.paidAt, language)}</span> : null}
                </p>
                <ul className="list-disc pl-5">
                  {supplement.items.map((item, itemIndex) => <li key={itemIndex}>{item.reason} ({money(item.amount, supplement.currency, language)})</li>)}
                </ul>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </>
  );
}
