import { useEffect, useRef, useState } from 'react';

/**
 * The error summary of a form checked by hand (no react-hook-form): `focusSummary()` after a failed submit moves
 * the focus to the summary once the render that shows it is done.
 */
export function useSummaryFocus() {
  const summaryRef = useRef<HTMLDivElement>(null);
  const [pending, setPending] = useState(false);
  useEffect(() => {
    if (pending) summaryRef.current?.focus();
    setPending(false);
  }, [pending]);
  return { summaryRef, focusSummary: () => setPending(true) };
}
