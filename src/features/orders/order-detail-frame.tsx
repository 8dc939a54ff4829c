import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { pathOf } from '../../lib/route-paths';
import { useRouteHandle } from '../../ui/use-route-handle';
import { useOrdersText } from './strings';

// The order detail's page down to its heading: the back link above it is why the shared form page cannot stand in
// while the screen's code is on its way (decision 118). The screen draws the same frame, so nothing moves.
export function OrderDetailFrame({ busy = false, children }: { busy?: boolean; children: ReactNode }) {
  const { t, text } = useOrdersText();
  const handle = useRouteHandle();
  return (
    <section className="mx-auto max-w-4xl py-4" aria-labelledby="page-title" aria-busy={busy || undefined}>
      <p className="mb-2"><Link to={pathOf('orderList')} className="text-blue-900 underline underline-offset-2">{text('detail.back')}</Link></p>
      <h1 id="page-title" className="mb-6 text-3xl font-bold text-blue-950">{handle ? t(handle.titleKey) : ''}</h1>
      {children}
    </section>
  );
}
