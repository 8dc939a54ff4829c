import type { ReactNode } from 'react';

/** The console's one main landmark; it takes the focus after a navigation (staff-layout.tsx). */
export function StaffMain({ children, narrow = false }: { children: ReactNode; narrow?: boolean }) {
  return (
    <main id="main" tabIndex={-1} className={`mx-auto w-full flex-1 px-4 pb-10 pt-4 outline-none ${narrow ? 'max-w-xl' : 'max-w-7xl'}`}>
      {children}
    </main>
  );
}
