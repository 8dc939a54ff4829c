import type { ReactNode } from 'react';

export function PageHeading({ children }: { children: ReactNode }) {
  return <h1 className="mb-4 text-2xl font-bold text-blue-950">{children}</h1>;
}
