import { accountMessage, accountMessages } from '../../domain/account-messages';
import type { Language } from '../../domain/constants';
import { getLanguage } from '../../lib/language';

/** Finds a rule's message key in one catalogue of rule messages, in a language; undefined when it is not there. */
export type MessageFinder = (key: string, language: Language) => string | undefined;

// The flow's rule catalogues hold every rule module of src/domain: a sign-in page must not download them to show its
// own messages. The account rules' messages are always here; a page that needs others registers their finder when it
// loads (the flow's routes register the flow's catalogue), before any of its fields can show an error.
const finders: MessageFinder[] = [];

export function registerMessages(finder: MessageFinder) {
  if (finders.includes(finder)) return;
  finders.push(finder);
  catalogues += 1;
  listeners.forEach((listener) => listener());
}

// A form checked before its catalogue arrived holds keys, not texts: its messages are shown again once it is here.
let catalogues = 0;
const listeners = new Set<() => void>();

/** For useSyncExternalStore: a number that changes each time a catalogue of messages is registered. */
export const cataloguesRegistered = () => catalogues;

export function onMessagesRegistered(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/**
 * A field rule's message key (src/domain: account or registered rules) in the user's language; a server text,
 * already in the user's language, as it came.
 */
export function messageOf(message: string | undefined): string {
  if (!message) return '';
  const language = getLanguage();
  if (message in accountMessages) return accountMessage(message, language);
  for (const find of finders) {
    const found = find(message, language);
    if (found !== undefined) return found;
  }
  return message;
}
