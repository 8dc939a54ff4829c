import type { Language } from '../constants.ts';
import type { Localized } from '../localized.ts';
import { applyStatusWords } from './apply-status.ts';
import { commonWords, type CommonWord } from './common-words.ts';
import { courierEventWords } from './courier-event.ts';
import { invoiceStateWords } from './invoice-state.ts';
import { orderStageWords } from './order-stage.ts';
import { orderStateWords } from './order-state.ts';
import { paymentStateWords } from './payment-state.ts';

// Where the screens' catalogues say a vocabulary's words (decision 108). The screens keep their keys and each page
// still loads one JSON chunk in its language; scripts/i18n-vocabulary.ts (`npm run gen:vocabulary`) writes these
// keys from the tables, and tests/domain/vocabulary-catalogues.test.ts fails when a file says other words.

export type Tree = { [key: string]: string | Tree };

/** One key of one catalogue (`src/<catalogue>/i18n/<language>.json`, dotted path) and the words it must say. */
export interface CatalogueWord {
  catalogue: string;
  path: string;
  words: Localized;
  /** Which table the words are from, for the test's messages and the one-definition count. */
  vocabulary: VocabularyName;
}

export type VocabularyName = 'orderStage' | 'orderState' | 'applyStatus' | 'paymentState' | 'invoiceState' | 'courierEvent' | 'common';

export const VOCABULARIES: Record<VocabularyName, Record<string, Localized>> = {
  orderStage: orderStageWords,
  orderState: orderStateWords,
  applyStatus: applyStatusWords,
  paymentState: paymentStateWords,
  invoiceState: invoiceStateWords,
  courierEvent: courierEventWords,
  common: commonWords,
};

/** `template`'s `{value}` replaced by each value: `state.{value}` → state.paid, state.inReview… */
function each<K extends string>(vocabulary: VocabularyName, table: Record<K, Localized>, catalogue: string, template: string, values?: readonly K[]): CatalogueWord[] {
  return (values ?? (Object.keys(table) as K[])).map((value) => ({ catalogue, path: template.replace('{value}', value), words: table[value], vocabulary }));
}

const word = (catalogue: string, path: string, value: CommonWord): CatalogueWord => ({ catalogue, path, words: commonWords[value], vocabulary: 'common' });

const REFUND_STATES = ['refunding', 'refunded', 'refundFailed'] as const;
const AWAITING_VISA = ['paid', 'accepted', 'inReview', 'issued', 'refused'] as const;

export const CATALOGUE_WORDS: readonly CatalogueWord[] = [
  ...each('orderState', orderStateWords, 'features/orders', 'state.{value}'),
  ...each('orderState', orderStateWords, 'features/agency', 'state.{value}'),
  ...each('orderState', orderStateWords, 'features/apply/visa-data', 'state.{value}'),
  ...each('orderState', orderStateWords, 'features/public-services', 'stage.{value}',
    ['pendingPayment', 'paid', 'materialsReceived', 'inReview', 'decided', 'returning', 'completed']),
  // The box that asks for a supplement is headed by the state it puts the order in.
  { catalogue: 'features/orders', path: 'detail.supplement.title', words: orderStateWords.extraPaymentRequired, vocabulary: 'orderState' },
  { catalogue: 'features/apply/visa-data', path: 'supplement.title', words: orderStateWords.extraPaymentRequired, vocabulary: 'orderState' },
  ...each('orderStage', orderStageWords, 'features/apply/visa-data', 'status.{value}.title', AWAITING_VISA),
  ...each('orderStage', orderStageWords, 'features/apply/flow', 'step.{value}', AWAITING_VISA),
  // The console's queue of orders at the consulate is named by their stage.
  ...each('orderStage', orderStageWords, 'features/staff', 'queue.{value}', ['inReview']),
  ...each('applyStatus', applyStatusWords, 'features/orders', 'applyStatus.{value}'),
  ...each('paymentState', paymentStateWords, 'features/orders', 'refunds.state.{value}', REFUND_STATES),
  ...each('paymentState', paymentStateWords, 'features/staff', 'refunds.status.{value}', REFUND_STATES),
  ...each('paymentState', paymentStateWords, 'features/staff', 'payments.statuses.{value}'),
  ...each('invoiceState', invoiceStateWords, 'features/invoices', 'status.{value}'),
  // An order's page says how a failed invoice goes on ("…, it can be sent again"): only the plain states are words.
  ...each('invoiceState', invoiceStateWords, 'features/orders', 'detail.invoice.status.{value}', ['invoicing', 'issued']),
  ...each('courierEvent', courierEventWords, 'features/orders', 'route.status.{value}'),
  word('features/apply/visa', 'back', 'back'),
  word('features/apply/visa', 'continue', 'continue'),
  word('features/apply/applicants', 'back', 'back'),
  word('features/apply/applicants', 'continue', 'continue'),
  word('features/apply/documents', 'back', 'back'),
  word('features/apply/documents', 'continue', 'continue'),
  word('features/apply/documents', 'uploader.retry', 'tryAgain'),
  word('features/apply/confirm', 'back', 'back'),
  word('features/apply/delivery', 'back', 'back'),
  word('features/apply/delivery', 'continue', 'continue'),
  word('features/apply/delivery', 'order.retry', 'tryAgain'),
  word('features/apply/signing', 'continue', 'continue'),
  word('features/apply/payment', 'paid.continue', 'continue'),
  word('features/apply/flow', 'openFailed.retry', 'tryAgain'),
  word('features/apply/flow', 'todo.delete', 'delete'),
  word('features/apply/flow', 'todo.cancel', 'cancel'),
  word('features/orders/apply-records', 'incorrect.retry', 'tryAgain'),
  word('features/account', 'logout.cancel', 'cancel'),
  word('features/addresses', 'edit', 'edit'),
  word('features/addresses', 'delete', 'delete'),
  word('features/addresses', 'region.retry', 'tryAgain'),
  word('features/invoices', 'title.cancel', 'cancel'),
  word('features/invoices', 'title.edit', 'edit'),
  word('features/invoices', 'title.delete', 'delete'),
  word('features/invoices', 'title.deleteConfirm', 'delete'),
  word('features/staff', 'retry', 'tryAgain'),
  word('features/staff', 'cancel', 'cancel'),
  word('features/staff', 'close', 'close'),
  word('features/staff', 'signIn.continue', 'continue'),
  word('features/staff', 'refunds.queue.retry', 'tryAgain'),
  word('features/staff-admin', 'save', 'save'),
  word('features/staff-admin', 'cancel', 'cancel'),
];

/** The catalogues the tables write into. */
export const VOCABULARY_CATALOGUES = [...new Set(CATALOGUE_WORDS.map((entry) => entry.catalogue))];

/**
 * `source` (a catalogue's JSON text) with the text at `path` replaced by `text`, every other byte kept: the files keep
 * their hand layout, so a regeneration's diff is only the words that changed. The key and its current text must occur
 * once in the file; otherwise the place is ambiguous and it says so rather than guess.
 */
export function withText(source: string, path: string, text: string): string {
  const current = textAt(JSON.parse(source) as Tree, path);
  if (current === text) return source;
  if (typeof current !== 'string') throw new Error(`${path}: no such text to replace (add the key by hand first)`);
  const key = path.split('.').at(-1)!;
  const pattern = new RegExp(`(${escape(JSON.stringify(key))}\\s*:\\s*)${escape(JSON.stringify(current))}`, 'g');
  const found = source.match(pattern)?.length ?? 0;
  if (found !== 1) throw new Error(`${path}: ${JSON.stringify(key)}: ${JSON.stringify(current)} occurs ${found} times`);
  return source.replace(pattern, (_, lead: string) => `${lead}${JSON.stringify(text)}`);
}

const escape = (literal: string) => literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export const textAt = (tree: Tree, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (typeof node === 'object' && node !== null ? (node as Tree)[key] : undefined), tree);

export const wordsIn = (catalogue: string, language: Language) => CATALOGUE_WORDS.filter((entry) => entry.catalogue === catalogue).map((entry) => ({ ...entry, text: entry.words[language] }));
