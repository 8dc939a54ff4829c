import { useSelector } from '@xstate/react';
import { FlowPage } from '../flow/flow-page';
import type { FlowScreenProps } from '../flow/flow-screen-props';
import { CancelApplication } from '../shared/cancel-application';
import { cancelTexts, primaryButton, secondaryButton } from './parts';
import { useDeliveryText } from './strings';

// receiveDataInfo while the order is created (creatingOrder.submitting) and when that failed (orderFailed):
// busy, then the server's own message with retry, back to the returns, or cancelling the application.

export function CreatingOrder() {
  const text = useDeliveryText();
  return (
    <FlowPage>
      <div role="status" aria-live="polite" className="flex items-center gap-3 py-6 text-lg text-slate-800">
        <span className="inline-block h-5 w-5 motion-safe:animate-spin rounded-full border-2 border-slate-400 border-t-transparent" aria-hidden="true" />
        {text('order.creating')}
      </div>
    </FlowPage>
  );
}

export function OrderFailed({ actor, screenActor }: Pick<FlowScreenProps, 'actor' | 'screenActor'>) {
  const text = useDeliveryText();
  const failure = useSelector(actor, (snapshot) => snapshot.context.failure);
  return (
    <FlowPage>
      <div role="alert" className="mb-6 border-l-4 border-red-700 bg-red-50 p-4 text-red-900">
        <h2 className="text-lg font-bold">{text('order.failedTitle')}</h2>
        <p className="mt-1">{failure ?? text('order.failedUnknown')}</p>
      </div>
      <p className="mb-6 text-slate-800">{text('order.failedNext')}</p>
      <div className="flex flex-wrap gap-3">
        <button type="button" className={primaryButton} onClick={() => screenActor.send({ type: 'order.retried' })}>{text('order.retry')}</button>
        <button type="button" className={secondaryButton} onClick={() => screenActor.send({ type: 'nav.back' })}>{text('order.back')}</button>
      </div>
      <CancelApplication screenActor={screenActor} texts={cancelTexts(text)} className="mt-6" />
    </FlowPage>
  );
}
