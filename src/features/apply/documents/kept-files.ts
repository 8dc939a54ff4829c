import { useCallback, useRef, useState } from 'react';
import { clearTyped, deviceStore, readTyped, writeTyped } from '../../../ui/form/kept-typing';
import type { UploaderState } from './uploader';

// A documents step's unconfirmed typing and uploads stay on this device (src/ui/form/kept-typing) until the step is
// confirmed, so a reload, a slip of the back button or a new upload never loses them; the confirmed values live in
// the server's draft.

/** Where a documents step (`scope`: applicant and step) keeps what is not confirmed yet. */
export const keptKey = (scope: string) => `applyDocuments:${scope}`;

/** The file a single-upload step (photo, birth certificate) holds but has not confirmed yet. */
export function keptFileId(scope: string): string | undefined {
  const kept = readTyped(deviceStore(), keptKey(scope));
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
    if (state.status === 'ready' && keepsRef.current(state)) writeTyped(deviceStore(), keptKey(scope), { fileId: state.fileId });
    else if (state.status !== 'busy') clearTyped(deviceStore(), keptKey(scope));
  }, [scope]);
  return [upload, update];
}
