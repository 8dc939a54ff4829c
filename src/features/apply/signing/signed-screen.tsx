import { FormPage, Notice } from '../../../ui/form/form-page';
import type { FlowScreenProps } from '../flow/screen-registry';
import { loadSignStrings, useSignText } from './strings';

export const ready = loadSignStrings();

// Route generateFormSuccess (state signing.signed): every signature is in; continue to the delivery way.
export function SignedScreen({ screenActor }: FlowScreenProps) {
  const text = useSignText();
  return (
    <FormPage>
      <Notice tone="success">{text('signedIntro')}</Notice>
      <button
        type="button"
        onClick={() => screenActor.send({ type: 'nav.next' })}
        className="rounded bg-emerald-800 px-5 py-2 text-lg font-semibold text-white shadow-[0_2px_0_#052e16] hover:bg-emerald-900 focus:outline-none focus:ring-4 focus:ring-amber-400"
      >
        {text('continue')}
      </button>
    </FormPage>
  );
}
