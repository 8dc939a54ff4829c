import type { OrderDetail } from '../api/orders';
import { FormShare } from '../../../ui/form-share/form-share';
import { formQrCode, sendFormEmail } from './api';
import { IncorrectDetails } from './incorrect-details';
import { useApplyRecordsText } from './strings';

const h2 = 'mb-3 mt-8 text-xl font-bold text-blue-950';

// The order detail's per-application parts after submission: corrections the center asked for (decision 036), and
// each application's form by e-mail or on a phone.
export function IncorrectDetailsSection({ order }: { order: OrderDetail }) {
  const text = useApplyRecordsText();
  return (
    <section aria-labelledby="order-incorrect">
      <h2 id="order-incorrect" className={h2}>{text('incorrect.title')}</h2>
      {order.applies.map((apply) => <IncorrectDetails key={apply.id} applyId={apply.id} orderId={order.id} name={nameOf(apply)} />)}
    </section>
  );
}

/** Inside the order's forms section, below the download of all of them. */
export function FormShareList({ order }: { order: OrderDetail }) {
  return <div className="mt-4">{order.applies.map((apply) => <FormShare key={apply.id} applyId={apply.id} name={nameOf(apply)} calls={calls} />)}</div>;
}

const calls = { sendEmail: sendFormEmail, qrCode: formQrCode };
const nameOf = (apply: OrderDetail['applies'][number]) => `${apply.applicantName} (${apply.reference})`;
