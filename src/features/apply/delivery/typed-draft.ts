import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { FieldValues } from 'react-hook-form';
import { browserStore, readTyped, restoreTyped } from '../form-steps/local-draft';
import type { FormValues } from '../form-steps/step-values';

// Where the typing of a delivery screen starts after a reload: it is kept in localStorage until the screen's event
// is sent (form-steps/use-typed-draft), so a reload loses nothing. Keyed by draft and screen, so two orders never mix.

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
