import { useEffect, useRef } from 'react';

/**
 * A refusal in the server's words, where it happened. It takes the focus when it appears (so a screen reader reads
 * it and the keyboard is beside it); what the person typed stays in the form around it.
 */
export function RefusalAlert({ message, focus = true }: { message: string | null; focus?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message && focus) ref.current?.focus();
  }, [message, focus]);
  if (!message) return null;
  return (
    <div ref={ref} tabIndex={-1} role="alert" className="my-4 border-l-4 border-red-700 bg-red-50 p-3 text-red-900 outline-none focus:ring-4 focus:ring-amber-400">
      {message}
    </div>
  );
}

/** Something that went well, said once to assistive technology. */
export function Notice({ message }: { message: string | null }) {
  if (!message) return null;
  return <div role="status" className="my-4 border-l-4 border-emerald-700 bg-emerald-50 p-3 text-emerald-950">{message}</div>;
}
