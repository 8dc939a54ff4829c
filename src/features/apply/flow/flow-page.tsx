import type { ReactNode } from 'react';
import { FormPage } from '../../../ui/form/form-page';
import { useRouteHandle } from '../../../ui/use-route-handle';
import type { FlowRouteName } from '../../../domain/route-names';

/**
 * The flow steps shown on a wide page (a table of applicants, products side by side, the form beside its QR); the
 * others read in a narrow column. One table for each step's page and for the heading its loading shows in the same
 * place (FlowLoading), so the two cannot disagree.
 */
const wideSteps: ReadonlySet<string> = new Set<FlowRouteName>(['visaInformation', 'confirmApplicant', 'applicantInfo', 'confirmApply', 'generateForm', 'confirmPay']);

export const isWideStep = (route: string | undefined): boolean => route !== undefined && wideSteps.has(route);

/** A flow step's page: its route's title (or `title`), as wide as the table above says. */
export function FlowPage({ children, title, busy }: { children: ReactNode; title?: string; busy?: boolean }) {
  const route = useRouteHandle()?.routeName;
  return <FormPage wide={isWideStep(route)} title={title} busy={busy}>{children}</FormPage>;
}
