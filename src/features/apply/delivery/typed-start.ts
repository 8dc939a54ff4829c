import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { FieldValues } from 'react-hook-form';
import { deviceStore, readTyped, restoreTyped, type TypedValues } from '../../../ui/form/kept-typing';

// Where the typing of a delivery screen starts after a reload: it is kept on the device until the screen's event
// is sent (src/ui/form/kept-typing), so a reload loses nothing. Keyed by server draft and screen, so two orders never mix.

export const typedKey = (draftId: string | null, screen: string) => `applyDelivery.typed:${draftId ?? 'new'}:${screen}`;

/** The values to start from: what was typed before a reload over `start` (same fields, same kinds only). */
export function useTypedStart<T extends FieldValues>(
  screen: string, start: () => T, restore: (start: T, typed: TypedValues | null) => T = restoreTyped,
): { key: string; values: T } {
  const [search] = useSearchParams();
  const key = typedKey(search.get('draft'), screen);
  const [values] = useState(() => restore(start(), readTyped(deviceStore(), key)));
  return { key, values };
}
