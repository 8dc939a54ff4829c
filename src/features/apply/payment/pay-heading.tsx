import { Loading } from '../../../ui/query-states';
import { FlowPage } from '../flow/flow-page';
import { SandboxLabel } from './sandbox-label';

/**
 * The order's payment while its screen loads: the page's heading and, in the sandbox, its advice (the screen opens on
 * both, pay-screen.tsx), with the loading line where the fees will be. A supplement's payment titles itself by its
 * reason, which only its screen reads: it has none of this.
 */
export function PayStepHeading() {
  return (
    <FlowPage busy>
      <SandboxLabel />
      <Loading />
    </FlowPage>
  );
}

/** The payment the address names (flow-loading.tsx): the order's, unless the address says a supplement's. */
export function payHeadingOfAddress(step: string | null) {
  return step === 'extra' ? null : <PayStepHeading />;
}
