import { useSearchParams } from 'react-router-dom';
import { Loading } from '../../../ui/query-states';
import { useRouteHandle } from '../../../ui/use-route-handle';
import type { FlowRouteName } from '../../../domain/route-names';
import { SaveStatusLine } from './save-status';
import { FlowPage } from './flow-page';
import { addressHeadingOf } from './address-headings';

/**
 * The flow routes whose screen opens on the route's own title in a form page (FlowPage, after the save status line):
 * while they load they already show that heading where the screen will show it, on a page as wide as the screen's
 * (e2e/heading-first.spec.ts checks the place of each). The others open on a frame of their own (an applicant's
 * steps: a caption above the heading; a supplement's payment: a title of its own), which the address does not tell:
 * the host shows those it can once it knows the step, before it asks for the screen (step-headings.tsx).
 */
const opensOnItsTitle: ReadonlySet<string> = new Set<FlowRouteName>(['choiceVisaType', 'visaInformation', 'confirmApplicant', 'applicantInfo']);

/**
 * Loading a flow step: its heading in place where the step is known to open on it, else the loading line alone.
 * `belowStatusLine`: the host's own save status line is already above it.
 */
export function FlowLoading({ label, belowStatusLine = false }: { label?: string; belowStatusLine?: boolean }) {
  const route = useRouteHandle()?.routeName;
  // A draft the address names is saved on the server, and the host opens it saying so (flow-session.ts).
  const [search] = useSearchParams();
  const statusLine = belowStatusLine ? null : <SaveStatusLine status={search.has('draft') ? 'saved' : 'idle'} />;
  const fromAddress = route ? addressHeadingOf(route as FlowRouteName)?.(search.get('step')) : null;
  if (fromAddress) return <>{statusLine}{fromAddress}</>;
  if (!route || !opensOnItsTitle.has(route)) return <Loading label={label} />;
  return (
    <>
      {statusLine}
      <FlowPage busy>
        <Loading label={label} />
      </FlowPage>
    </>
  );
}
