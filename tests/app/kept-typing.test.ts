import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearTyped, forgetAllTyped, historyStore, readTyped, restoreTyped, writeTyped, type TypingStore,
} from '../../src/ui/form/kept-typing';
import { copyTypingToEntry, memoryAndEntryStore, typingForNewEntry } from '../../src/ui/form/kept-typing-per-application';

function memory(): TypingStore & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return { items, getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value), removeItem: (key) => void items.delete(key) };
}

describe('typing kept on the device', () => {
  it('signing out forgets every form kept, and nothing else the browser holds', () => {
    const store = memory();
    store.setItem('language', 'en');
    store.setItem('session', '{"token":null}');
    writeTyped(store, 'applyForm.typed:d1:a1:personal', { surname: '张' });
    writeTyped(store, 'applyForm.typed:d1:a1:personal', { surname: '张三' });
    writeTyped(store, 'addresses.typed:u1:new', { contact: '李娜' });
    writeTyped(store, 'feedback.typed:u1', { content: '手机上的上传按钮太小' });

    forgetAllTyped(store);

    expect(readTyped(store, 'applyForm.typed:d1:a1:personal')).toBeNull();
    expect(readTyped(store, 'addresses.typed:u1:new')).toBeNull();
    expect(readTyped(store, 'feedback.typed:u1')).toBeNull();
    expect([...store.items.keys()].sort()).toEqual(['language', 'session']);
  });

  it('a form forgotten on its own is not forgotten twice, and typing after it is kept again', () => {
    const store = memory();
    writeTyped(store, 'feedback.typed:u1', { content: 'first' });
    clearTyped(store, 'feedback.typed:u1');
    writeTyped(store, 'feedback.typed:u1', { content: 'second' });
    expect(readTyped(store, 'feedback.typed:u1')).toEqual({ content: 'second' });
    forgetAllTyped(store);
    expect(store.items.size).toBe(0);
  });

  it('a corrupt list of kept forms forgets nothing it cannot name and does not throw', () => {
    const store = memory();
    store.setItem('keptTyping.keys', '{not json');
    expect(() => forgetAllTyped(store)).not.toThrow();
    writeTyped(store, 'feedback.typed:u1', { content: 'x' });
    forgetAllTyped(store);
    expect(readTyped(store, 'feedback.typed:u1')).toBeNull();
  });
});

describe('typing kept in the page\'s history entry (the sign-in pages)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the router\'s own fields of the entry, and forgets only what it is told', () => {
    const history = {
      state: { usr: { notice: 'registered' }, key: 'abc', idx: 3 } as unknown,
      replaceState(state: unknown, _unused: string, url?: string) {
        expect(url).toBeUndefined();
        this.state = state;
      },
    };
    vi.stubGlobal('window', { history });
    const store = historyStore()!;
    writeTyped(store, 'register.typed', { mobile: '13812345678' });
    writeTyped(store, 'login.typed:applicant', { username: 'a@example.com' });
    expect(history.state).toMatchObject({ usr: { notice: 'registered' }, key: 'abc', idx: 3 });
    expect(readTyped(store, 'register.typed')).toEqual({ mobile: '13812345678' });

    clearTyped(store, 'register.typed');
    expect(readTyped(store, 'register.typed')).toBeNull();
    expect(readTyped(store, 'login.typed:applicant')).toEqual({ username: 'a@example.com' });
    expect(history.state).toMatchObject({ usr: { notice: 'registered' }, key: 'abc', idx: 3 });

    // An entry the router wrote anew (no kept typing in it) reads as nothing kept, and a kept field of another kind
    // than the form's does not replace the form's own.
    history.state = { usr: null, key: 'def', idx: 4 };
    expect(readTyped(store, 'login.typed:applicant')).toBeNull();
    expect(restoreTyped({ mobile: '', agreementAccepted: false }, { mobile: 13812345678, agreementAccepted: true })).toEqual({ mobile: '', agreementAccepted: true });
  });
});

describe('typing kept per application, in memory and the page\'s history entry (the flow\'s first screens)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('survives the router renewing the entry (memory) and a reload (the entry), and reaches no other entry', () => {
    const history = { state: { usr: null, key: 'a', idx: 1 } as unknown, replaceState(state: unknown) { this.state = state; } };
    vi.stubGlobal('window', { history });
    const application = {};
    const store = memoryAndEntryStore(application);
    expect(memoryAndEntryStore(application)).toBe(store);
    writeTyped(store, 'visaInformation', { validity: 'single' });

    // The first save replaces the address: the router writes a new entry state, memory still has the typing.
    history.state = { usr: null, key: 'b', idx: 1 };
    expect(readTyped(store, 'visaInformation')).toEqual({ validity: 'single' });
    // A reload now (a new application actor) would find nothing, until the typing is copied into the new entry.
    expect(readTyped(memoryAndEntryStore({}), 'visaInformation')).toBeNull();
    copyTypingToEntry(application);
    const reloaded = memoryAndEntryStore({});
    expect(readTyped(reloaded, 'visaInformation')).toEqual({ validity: 'single' });
    expect(history.state).toMatchObject({ key: 'b', idx: 1 });

    // Sent, it is forgotten in both places; another entry (another visit) never had it.
    clearTyped(reloaded, 'visaInformation');
    expect(readTyped(memoryAndEntryStore({}), 'visaInformation')).toBeNull();
    clearTyped(store, 'visaInformation');
    expect(readTyped(store, 'visaInformation')).toBeNull();
    history.state = { usr: null, key: 'c', idx: 2 };
    writeTyped(store, 'choiceVisaType', { purpose: 'tourism' });
    history.state = { usr: null, key: 'd', idx: 3 };
    expect(readTyped(memoryAndEntryStore({}), 'choiceVisaType')).toBeNull();
  });

  it('a replace that carries the typing as its state leaves no instant in which a reload loses it', () => {
    const history = { state: { usr: null, key: 'a', idx: 1 } as unknown, replaceState(state: unknown) { this.state = state; } };
    vi.stubGlobal('window', { history });
    const application = {};
    writeTyped(memoryAndEntryStore(application), 'visaInformation', { validity: 'single' });

    // The router writes the new entry with the navigation's state as `usr`; nothing has copied anything yet.
    history.state = { usr: typingForNewEntry(application), key: 'b', idx: 1 };
    const reloaded = memoryAndEntryStore({});
    expect(readTyped(reloaded, 'visaInformation')).toEqual({ validity: 'single' });

    // Typing after it lands in the entry's own field, with what the navigation gave; forgotten, it stays forgotten.
    writeTyped(reloaded, 'choiceVisaType', { purpose: 'tourism' });
    expect(readTyped(memoryAndEntryStore({}), 'visaInformation')).toEqual({ validity: 'single' });
    clearTyped(reloaded, 'visaInformation');
    expect(readTyped(memoryAndEntryStore({}), 'visaInformation')).toBeNull();
    expect(readTyped(memoryAndEntryStore({}), 'choiceVisaType')).toEqual({ purpose: 'tourism' });
    expect(history.state).toMatchObject({ key: 'b', idx: 1 });
  });
});
