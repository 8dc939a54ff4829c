import { useSelector } from '@xstate/react';
import { Notice } from '../../../ui/form/form-page';
import { FlowPage } from '../flow/flow-page';
import { FormShare } from '../../../ui/form-share/form-share';
import { loadFormShareStrings, useFormShareText } from '../../../ui/form-share/strings';
import type { FlowScreenProps } from '../flow/flow-screen-props';
import { formShareCalls } from './form-share-api';
import { loadSignStrings, useSignText } from './strings';

export const ready = Promise.all([loadSignStrings(), loadFormShareStrings()]);

// Route generateFormSuccess (state signing.signed): every signature is in; each signed application's form can be
// sent by e-mail or opened on a phone (decision 036); continue to the delivery way.
export function SignedScreen({ actor, screenActor }: FlowScreenProps) {
  const text = useSignText();
  const shareText = useFormShareText();
  const applicants = useSelector(actor, (snapshot) => snapshot.context.applicants);
  const applicationIds = useSelector(actor, (snapshot) => snapshot.context.applicationIds);
  return (
    <FlowPage>
      <Notice tone="success">{text('signedIntro')}</Notice>
      <button
        type="button"
        onClick={() => screenActor.send({ type: 'nav.next' })}
        className="rounded bg-emerald-800 px-5 py-2 text-lg font-semibold text-white shadow-[0_2px_0_#052e16] hover:bg-emerald-900 focus:outline-none focus:ring-4 focus:ring-amber-400"
      >
        {text('continue')}
      </button>
      {applicationIds.length ? (
        <section aria-labelledby="signed-forms" className="mt-10">
          <h2 id="signed-forms" className="mb-2 text-xl font-bold text-blue-950">{shareText('sectionTitle')}</h2>
          <p className="mb-4 text-slate-700">{shareText('sectionHint')}</p>
          {applicationIds.map((applyId, index) => (
            <FormShare key={applyId} applyId={applyId} name={applicants[index]?.name ?? ''} calls={formShareCalls} />
          ))}
        </section>
      ) : null}
    </FlowPage>
  );
}
