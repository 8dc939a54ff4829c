import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { UploaderState } from './uploader';

// What a person typed or uploaded on a step stays on this device until the step is confirmed, so a reload, a slip
// of the back button or a new upload never loses it. The confirmed values live in the draft; this is only the
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

/** The file a single-upload step (photo, birth certificate) holds but has not confirmed yet. */
export function keptFileId(scope: string): string | undefined {
  const kept = keptValues<{ fileId: string }>(scope);
  return typeof kept?.fileId === 'string' && kept.fileId ? kept.fileId : undefined;
}

/**
 * The state of a step's one uploader, whose uploaded file is kept on this device like typed values, so going
 * back a step and returning finds it there; a removed file is forgotten.
 */
export function useKeptUpload(scope: string, keeps: (state: UploaderState & { status: 'ready' }) => boolean = () => true): [UploaderState, (state: UploaderState) => void] {
  const [upload, setUpload] = useState<UploaderState>({ status: 'empty' });
  const keepsRef = useRef(keeps);
  keepsRef.current = keeps;
  const update = useCallback((state: UploaderState) => {
    setUpload(state);
    try {
      if (state.status === 'ready' && keepsRef.current(state)) localStorage.setItem(keyOf(scope), JSON.stringify({ fileId: state.fileId }));
      else if (state.status !== 'busy') localStorage.removeItem(keyOf(scope));
    } catch {
      // A full or refused storage only loses the safety net.
    }
  }, [scope]);
  return [upload, update];
}
