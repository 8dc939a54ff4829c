import { useSearchParams } from 'react-router-dom';
import { FormPage } from '../../../ui/form/form-page';
import { Loading } from '../../../ui/query-states';
import { useRouteHandle } from '../../../ui/use-route-handle';
import type { FlowRouteName } from '../../../domain/route-names';
import { SaveStatusLine } from './save-status';

/**
 * The flow routes whose screen opens on the route's own title in a form page (FormPage, after the save status line),
 * and that page's width: while they load they already show that heading where the screen will show it
 * (e2e/heading-first.spec.ts checks the place of each). The others open on a frame of their own (an applicant's
 * steps: a caption above the heading; the pay screen: a title of its own).
 */
const opensOnItsTitle: Partial<Record<FlowRouteName, 'narrow' | 'wide'>> = {
  choiceVisaType: 'narrow',
  visaInformation: 'wide',
  confirmApplicant: 'wide',
  applicantInfo: 'wide',
};

/**
 * Loading a flow step: its heading in place where the step is known to open on it, else the loading line alone.
 * `belowStatusLine`: the host's own save status line is already above it.
 */
export function FlowLoading({ label, belowStatusLine = false }: { label?: string; belowStatusLine?: boolean }) {
  const route = useRouteHandle()?.routeName;
  // A draft the address names is saved on the server, and the host opens it saying so (flow-session.ts).
  const [search] = useSearchParams();
  const width = route ? opensOnItsTitle[route as FlowRouteName] : undefined;
  if (!width) return <Loading label={label} />;
  return (
    <>
      {belowStatusLine ? null : <SaveStatusLine status={search.has('draft') ? 'saved' : 'idle'} />}
      <FormPage busy wide={width === 'wide'}>
        <Loading label={label} />
      </FormPage>
    </>
  );
}
