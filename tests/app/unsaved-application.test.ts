import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetEntry, keepInEntry, newDraftId, unsavedInEntry } from '../../src/features/apply/flow/unsaved-application';

// Decision 143: what a reload finds of a new application whose address names no draft yet. A browser's history entry
// and storage, stood in for by the two objects the module reads.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function signIn(userId: string | null) {
  localStorage.setItem('session', JSON.stringify(userId ? { token: 't', isLogin: true, userInfo: { id: userId, kind: 'user', name: null } } : {}));
}

const unsaved = (id = newDraftId()) => ({ id, snapshot: { value: { selectingVisa: 'product' } }, summary: { title: 'C-3-9', applicantNames: [], step: 'visaInformation' as const } });

describe('an unsaved new application in the history entry (decision 143)', () => {
  let entryState: unknown;
  beforeEach(() => {
    const items = new Map<string, string>();
    vi.stubGlobal('localStorage', { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => items.set(key, value), removeItem: (key: string) => items.delete(key) });
    // The router's own fields are in the entry before the flow writes anything.
    entryState = { usr: null, key: 'k1', idx: 3 };
    vi.stubGlobal('window', { history: { get state() { return entryState; }, replaceState: (state: unknown) => { entryState = structuredClone(state); } } });
    signIn('person-a');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is found again by the person it was kept for, beside the router\'s fields', () => {
    const kept = unsaved();
    keepInEntry(kept);
    expect(unsavedInEntry()).toEqual(kept);
    expect(entryState).toMatchObject({ usr: null, key: 'k1', idx: 3 });
  });

  it('is forgotten when its draft was deleted, and the router\'s fields stay', () => {
    keepInEntry(unsaved());
    forgetEntry();
    expect(unsavedInEntry()).toBeNull();
    expect(entryState).toEqual({ usr: null, key: 'k1', idx: 3 });
    forgetEntry();
    expect(entryState).toEqual({ usr: null, key: 'k1', idx: 3 });
  });

  it('is not sent for someone else signed in on the same tab, nor for nobody', () => {
    keepInEntry(unsaved());
    signIn('person-b');
    expect(unsavedInEntry()).toBeNull();
    signIn(null);
    expect(unsavedInEntry()).toBeNull();
  });

  it('is not kept without a signed-in person', () => {
    signIn(null);
    keepInEntry(unsaved());
    expect(entryState).toEqual({ usr: null, key: 'k1', idx: 3 });
  });

  it('ignores an entry whose id is not a random UUID or whose content is not an application', () => {
    entryState = { unsavedApplication: { ...unsaved('../../other'), owner: 'person-a' } };
    expect(unsavedInEntry()).toBeNull();
    entryState = { unsavedApplication: { ...unsaved(), snapshot: 'nothing', owner: 'person-a' } };
    expect(unsavedInEntry()).toBeNull();
    entryState = { unsavedApplication: 'garbage' };
    expect(unsavedInEntry()).toBeNull();
  });

  it('makes ids of the contract\'s form, also where the page has no randomUUID (an insecure origin)', () => {
    expect(newDraftId()).toMatch(UUID);
    const { getRandomValues } = crypto;
    vi.stubGlobal('crypto', { getRandomValues: getRandomValues.bind(crypto) });
    const ids = new Set(Array.from({ length: 200 }, () => newDraftId()));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(UUID);
  });
});
