import type { ReactNode } from 'react';

/**
 * A wide table's frame on a narrow screen: it scrolls sideways instead of squeezing the columns, and takes the
 * keyboard's focus so the arrow keys scroll it too (WCAG 2.1.1; axe's scrollable-region-focusable). Relative, so
 * the absolutely placed screen-reader-only words in its rows are clipped by it instead of widening the page.
 */
export function ScrollFrame({ label, busy, children }: { label: string; busy?: boolean; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} aria-busy={busy || undefined} className="relative overflow-x-auto rounded border border-slate-300 bg-white">
      {children}
    </div>
  );
}
