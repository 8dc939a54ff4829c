import { useEffect, useRef } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { browserStore, clearTyped, TYPED_DEBOUNCE_MS, writeTyped } from './local-draft';
import type { FormValues } from './step-values';

/**
 * Keeps what is typed in `form` under `key` in localStorage (debounced) until the returned `forget` is called,
 * when the step or screen is done: afterwards the machine's data is the one to come back to. Shared by the form
 * steps and the delivery screens. Typing still waiting for its write is written at once when the screen goes or
 * the page is left (a reload, the language switch, which reloads): the last keystrokes are never the lost ones.
 */
export function useTypedDraft<T extends FieldValues>(form: UseFormReturn<T>, key: string): () => void {
  const done = useRef(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let pending: FormValues | null = null;
    const flush = () => {
      clearTimeout(timer);
      const store = browserStore();
      if (pending && store && !done.current) writeTyped(store, key, pending);
      pending = null;
    };
    const subscription = form.watch((values) => {
      pending = { ...(values as unknown as FormValues) };
      clearTimeout(timer);
      timer = setTimeout(flush, TYPED_DEBOUNCE_MS);
    });
    window.addEventListener('pagehide', flush);
    return () => {
      flush();
      window.removeEventListener('pagehide', flush);
      subscription.unsubscribe();
    };
  }, [form, key]);
  return () => {
    done.current = true;
    const store = browserStore();
    if (store) clearTyped(store, key);
  };
}
