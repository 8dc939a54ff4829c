import type { Language } from '../../../domain/constants.ts';
import { accountMessage, accountMessages } from '../../../domain/account-messages.ts';
import { findFlowMessage } from '../../../domain/flow-messages.ts';
import { findInvoiceMessage } from '../../../domain/invoice-rules.ts';
import { invoiceServerMessages } from '../../invoices/messages.ts';
import { pick, type Localized } from '../language.ts';
import { serverMessages } from '../messages.ts';
import type { Words } from './input.ts';

// Where each family of schemas has its message keys: the domain's catalogue first, then what the server itself says.

const from = (table: object) => (key: string, language: Language) => (table as Record<string, Localized | undefined>)[key]?.[language];

/** The account forms' schemas (src/domain/account-rules.ts). */
export const accountWords: Words = (key, language) => (key in accountMessages ? accountMessage(key, language) : undefined);

/** The application flow's schemas (src/domain/flow-rules and the order, address and reservation inputs). */
export const flowWords: Words = (key, language) => findFlowMessage(key, language) ?? from(serverMessages)(key, language);

/** The invoice title's schema (src/domain/invoice-rules.ts). */
export const invoiceWords: Words = findInvoiceMessage;

/** An invoice request: the invoice handlers' own words first. */
export const invoiceRequestWords: Words = (key, language) => {
  const own = (invoiceServerMessages as Record<string, Localized | undefined>)[key];
  return own ? pick(own, language) : findInvoiceMessage(key, language);
};
