import { FormPage } from '../../../ui/form/form-page';
import { Loading } from '../../../ui/query-states';
import { useRouteHandle } from '../../../ui/use-route-handle';
import type { FlowRouteName } from '../../../domain/route-names';
import { SaveStatusLine } from './save-status';

/**
 * The flow routes whose screen opens on the route's own title in a form page (FormPage, after the save status line):
 * while they load they already show that heading where the screen will show it (e2e/heading-first.spec.ts checks
 * the place). The others open on a frame of their own (an applicant's steps: a caption above the heading).
 */
const opensOnItsTitle: readonly FlowRouteName[] = ['choiceVisaType'];

/**
 * Loading a flow step: its heading in place where the step is known to open on it, else the loading line alone.
 * `belowStatusLine`: the host's own save status line is already above it.
 */
export function FlowLoading({ label, belowStatusLine = false }: { label?: string; belowStatusLine?: boolean }) {
  const route = useRouteHandle()?.routeName;
  if (!route || !(opensOnItsTitle as readonly string[]).includes(route)) return <Loading label={label} />;
  return (
    <>
      {belowStatusLine ? null : <SaveStatusLine status="idle" />}
      <FormPage busy>
        <Loading label={label} />
      </FormPage>
    </>
  );
}
