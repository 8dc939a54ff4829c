import type { ReactNode } from 'react';
import { Layout } from '../../ui/layout';
import { SessionNav } from './session-nav';

/** The portal's page frame as the app composes it: ui's layout with the session's links in the header. */
export function ShellFrame({ footer, busy, children }: { footer: ReactNode; busy?: boolean; children: ReactNode }) {
  return (
    <Layout account={<SessionNav />} footer={footer} busy={busy}>
      {children}
    </Layout>
  );
}
