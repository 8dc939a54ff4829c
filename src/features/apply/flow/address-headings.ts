import type { ReactNode } from 'react';
import type { FlowRouteName } from '../../../domain/route-names';

/** The heading of the step an address names (its `step`), or null when the address names none it knows. */
export type AddressHeading = (step: string | null) => ReactNode;

// A route whose address names its step can show that step's heading while the host's code is still on its way
// (decision 131): its loader fetches the heading's module and texts beside the host's and keeps it here, so that the
// flow's loading frame need not import it (it would make every flow page name the feature's language files, decision 069).
const headings = new Map<FlowRouteName, AddressHeading>();

export const keepAddressHeading = (route: FlowRouteName, heading: AddressHeading): void => void headings.set(route, heading);

export const addressHeadingOf = (route: FlowRouteName): AddressHeading | null => headings.get(route) ?? null;
