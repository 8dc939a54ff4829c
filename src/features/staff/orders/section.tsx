import type { ReactNode } from 'react';

/** A titled part of the order view, a landmark a screen reader can jump to. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded border border-slate-300 bg-white p-4">
      <h2 id={id} className="text-xl font-semibold text-blue-950">{title}</h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** Label and value pairs, two columns where there is room. */
export function Facts({ rows }: { rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_minmax(0,1fr)]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-slate-700">{label}</dt>
          <dd className="[overflow-wrap:anywhere]">{value === '' || value === null ? '—' : value}</dd>
        </div>
      ))}
    </dl>
  );
}
