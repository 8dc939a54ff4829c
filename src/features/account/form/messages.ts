import { accountMessage, accountMessages } from '../../../domain/account-rules';
import { getLanguage } from '../../../ui/language';

/** A field rule's message key (src/domain/account-rules.ts) in the user's language; a server text as it came. */
export function messageOf(message: string | undefined): string {
  if (!message) return '';
  return message in accountMessages ? accountMessage(message, getLanguage()) : message;
}
