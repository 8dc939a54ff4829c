import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

// What a person typed on a step stays on this device until the step is confirmed, so a reload, a slip of the
// back button or a new upload never loses it. The confirmed values live in the draft; this is only the
// unconfirmed. localStorage, not sessionStorage: the shell clears sessionStorage at start (src/app/main.tsx).
const keyOf = (scope: string) => `applyDocuments:${scope}`;

export function keptValues<T>(scope: string): Partial<T> | null {
  try {
    const raw = localStorage.getItem(keyOf(scope));
    return raw ? (JSON.parse(raw) as Partial<T>) : null;
  } catch {
    return null;
  }
}

export function forgetKept(scope: string) {
  try {
    localStorage.removeItem(keyOf(scope));
  } catch {
    // Storage refused (private mode): nothing was kept either.
  }
}

export function useKeepTyped<T extends FieldValues, O extends FieldValues>(form: UseFormReturn<T, unknown, O>, scope: string) {
  useEffect(() => {
    const subscription = form.watch((values) => {
      try {
        localStorage.setItem(keyOf(scope), JSON.stringify(values));
      } catch {
        // A full or refused storage only loses the reload safety net.
      }
    });
    return () => subscription.unsubscribe();
  }, [form, scope]);
}
