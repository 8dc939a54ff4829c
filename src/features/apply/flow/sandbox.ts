import { SANDBOX_BANNER_ID } from '../../../domain/page-data';

// Whether this portal runs against the sandbox server: development builds always; a built page says so itself, as the
// sandbox server writes its banner into every page it sends. Asking the server (the outbox's JSON) answered after the
// payment screen's first frame, so its sandbox advice pushed the fees down as it came (a layout shift of 0.26 on
// Lighthouse's phone), and a real deployment answered that call with the SPA's page, on every payment screen.
export const isSandbox = (): boolean => import.meta.env.DEV || document.getElementById(SANDBOX_BANNER_ID) !== null;
