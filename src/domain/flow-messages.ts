import type { z } from 'zod';
import { accountMessage, accountMessages } from './account-messages.ts';
import { documentsMessages } from './applicant-documents.ts';
import { bankCardMessages } from './bank-card.ts';
import type { Language } from './constants.ts';
import { deliveryMessages } from './delivery-rules.ts';
import { documentOwnerMessages } from './document-owners.ts';
import { formMessages } from './form-fields.ts';
import { idCardMessages } from './id-card.ts';
import { costMessages } from './invitation-form.ts';
import type { Localized } from './localized.ts';
import { passportMessages } from './passport-rules.ts';
import { uploadMessages } from './photo-rules.ts';
import { requiredMessages } from './required-messages.ts';
import { visaChoiceMessages } from './visa-choice.ts';
import { visitMessages } from './visit-form.ts';
import { reservationMessages } from './working-days.ts';

// Every message key a guided-flow rule can report, in one lookup. Keys `required.<section>.<field>` come from
// the required-field table; the rest from the table beside each rule; account keys (e-mail, mobile) are shared.

export const flowMessages = {
  ...formMessages,
  ...idCardMessages,
  ...passportMessages,
  ...documentsMessages,
  ...documentOwnerMessages,
  ...bankCardMessages,
  ...uploadMessages,
  ...visitMessages,
  ...costMessages,
  ...visaChoiceMessages,
  ...deliveryMessages,
  ...reservationMessages,
} satisfies Record<string, Localized>;

export type FlowMessageKey = keyof typeof flowMessages | `required.${keyof typeof requiredMessages & string}`;

/** The text of a key, or undefined when no table has it. */
export function findFlowMessage(key: string, language: Language): string | undefined {
  if (key.startsWith('required.')) return (requiredMessages as Record<string, Localized>)[key.slice('required.'.length)]?.[language];
  const own = (flowMessages as Record<string, Localized>)[key];
  if (own) return own[language];
  return key in accountMessages ? accountMessage(key, language) : undefined;
}

/** The text of a key; an unknown key comes back as itself, which a test would catch. */
export const flowMessage = (key: string, language: Language) => findFlowMessage(key, language) ?? key;

/**
 * Field path → message, in one language: the shape of a code-400 answer's `data.fields` and of a form's errors.
 * Paths of list items keep their index (`companions.0.surname`); the first message of a field wins.
 */
export function flowFieldMessages(error: z.ZodError, language: Language): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const name = issue.path.length ? issue.path.join('.') : '_';
    fields[name] ??= flowMessage(issue.message, language);
  }
  return fields;
}
