import { useEffect, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

// What a person typed on a flow screen, kept in memory per application actor and screen until the step is
// taken. The host may unmount a screen while the address catches up with the state (the first save adds
// `?draft=`); without this, a choice made in that moment would vanish.
const kept = new WeakMap<object, Map<string, unknown>>();

export function keptValues<T>(owner: object, screen: string): T | undefined {
  return kept.get(owner)?.get(screen) as T | undefined;
}

export function forgetValues(owner: object, screen: string): void {
  kept.get(owner)?.delete(screen);
}

/** The values to start from: those kept for this screen, else the given defaults. */
export function useStartValues<T>(owner: object, screen: string, defaults: () => T): T {
  const [start] = useState(() => keptValues<T>(owner, screen) ?? defaults());
  return start;
}

/** Keeps every change of the form until the screen forgets it (after its event was sent). */
export function useKeepValues<T extends FieldValues, O>(owner: object, screen: string, form: UseFormReturn<T, unknown, O>): void {
  useEffect(() => {
    const subscription = form.watch((values) => {
      const byScreen = kept.get(owner) ?? new Map<string, unknown>();
      byScreen.set(screen, values);
      kept.set(owner, byScreen);
    });
    return () => subscription.unsubscribe();
  }, [owner, screen, form]);
}
