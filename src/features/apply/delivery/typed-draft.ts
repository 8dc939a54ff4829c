import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { browserStore, clearTyped, readTyped, restoreTyped, TYPED_DEBOUNCE_MS, writeTyped } from '../form-steps/local-draft';
import type { FormValues } from '../form-steps/step-values';

// What was typed on a delivery screen, kept in localStorage until the screen's event is sent (the form steps'
// local-draft pattern): a reload loses nothing. Keyed by draft and screen, so two orders never mix.

const storage = browserStore;

export const typedKey = (draftId: string | null, screen: string) => `applyDelivery.typed:${draftId ?? 'new'}:${screen}`;

/** The values to start from: what was typed before a reload over `start` (same fields, same kinds only). */
export function useTypedStart<T extends FieldValues>(
  screen: string, start: () => T, restore: (start: T, typed: FormValues | null) => T = (from, typed) => restoreTyped(from as unknown as FormValues, typed) as unknown as T,
): { key: string; values: T } {
  const [search] = useSearchParams();
  const key = typedKey(search.get('draft'), screen);
  const [values] = useState(() => {
    const store = storage();
    return restore(start(), store ? readTyped(store, key) : null);
  });
  return { key, values };
}

/** Keeps typing until `forget` (called when the event is sent): afterwards the machine's data is the one to restore. */
export function useTypedDraft<T extends FieldValues>(form: UseFormReturn<T>, key: string) {
  const done = useRef(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const subscription = form.watch((values) => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const store = storage();
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
    const store = storage();
    if (store) clearTyped(store, key);
  };
}
