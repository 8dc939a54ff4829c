import { entryStateWith, historyStore, type TypingStore } from './kept-typing';

// The flow's kept typing (decision 072), apart from kept-typing.ts: that file travels with every form (the sign-in
// pages' budget, bench/bundle), this one only with the flow's screens.

// Each owner's typing in memory, and the store over it and the page's history entry.
const memory = new WeakMap<object, Map<string, string>>();
const memoryAndEntry = new WeakMap<object, TypingStore>();

function memoryOf(owner: object): Map<string, string> {
  let items = memory.get(owner);
  if (!items) {
    items = new Map();
    memory.set(owner, items);
  }
  return items;
}

/**
 * Memory per owner (an application actor) with a copy in the page's history entry: the typing survives the host
 * unmounting a screen while the address catches up (memory) and a reload of the page, where the owner is new (the
 * entry) — but never reaches another visit to the address, another tab or the device's storage, so it does not
 * outlive the application it was typed for. The same store for the same owner.
 */
export function memoryAndEntryStore(owner: object): TypingStore {
  let store = memoryAndEntry.get(owner);
  if (!store) {
    const items = memoryOf(owner);
    const entry = historyStore();
    store = {
      getItem: (key) => items.get(key) ?? entry?.getItem(key) ?? null,
      setItem: (key, value) => {
        items.set(key, value);
        entry?.setItem(key, value);
      },
      removeItem: (key) => {
        items.delete(key);
        entry?.removeItem(key);
      },
    };
    memoryAndEntry.set(owner, store);
  }
  return store;
}

/**
 * Writes the owner's typing into the page's current history entry again: the router's replace of the address (the
 * first save adding the draft to it) starts a new entry state, without what was typed before it.
 */
export function copyTypingToEntry(owner: object): void {
  const entry = historyStore();
  if (!entry) return;
  try {
    for (const [key, value] of memoryOf(owner)) entry.setItem(key, value);
  } catch {
    // A refused history write only costs the safety net.
  }
}

/**
 * The owner's typing as the state of the navigation that replaces the address, so the entry the router writes has
 * it from the start; copyTypingToEntry after the render then adds what was typed in between.
 */
export function typingForNewEntry(owner: object) {
  return entryStateWith(Object.fromEntries(memoryOf(owner)));
}
