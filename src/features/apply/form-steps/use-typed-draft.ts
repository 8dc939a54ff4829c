import { useEffect, useRef } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { browserStore, clearTyped, TYPED_DEBOUNCE_MS, writeTyped } from './local-draft';
import type { FormValues } from './step-values';

/**
 * Keeps what is typed in `form` under `key` in localStorage (debounced) until the returned `forget` is called,
 * when the step or screen is done: afterwards the machine's data is the one to come back to. Shared by the form
 * steps and the delivery screens.
 */
export function useTypedDraft<T extends FieldValues>(form: UseFormReturn<T>, key: string): () => void {
  const done = useRef(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const subscription = form.watch((values) => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const store = browserStore();
        if (store && !done.current) writeTyped(store, key, values as unknown as FormValues);
      }, TYPED_DEBOUNCE_MS);
    });
    return () => {
      clearTimeout(timer);
      subscription.unsubscribe();
    };
  }, [form, key]);
  return () => {
    done.current = true;
    const store = browserStore();
    if (store) clearTyped(store, key);
  };
}
