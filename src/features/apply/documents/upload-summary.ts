import { useEffect, useRef, useState } from 'react';
import type { SummaryItem } from '../../../ui/form/use-form-errors';

// The error summary of a step whose only input is an upload: shown and focused after a failed Continue.
export function useUploadSummary() {
  const summaryRef = useRef<HTMLDivElement>(null);
  const [items, setItems] = useState<SummaryItem[]>([]);
  const [focusTick, setFocusTick] = useState(0);
  useEffect(() => {
    if (focusTick) summaryRef.current?.focus();
  }, [focusTick]);
  return {
    summaryRef,
    items,
    show(next: SummaryItem[]) {
      setItems(next);
      if (next.length) setFocusTick((n) => n + 1);
    },
    errorOf: (field: string) => items.find((item) => item.field === field)?.message,
  };
}
