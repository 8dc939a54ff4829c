import { accountMessage, accountMessages } from '../../domain/account-rules';
import { findFlowMessage } from '../../domain/flow-messages';
import { getLanguage } from '../language';

/**
 * A field rule's message key (src/domain: account or flow rules) in the user's language; a server text, already in
 * the user's language, as it came.
 */
export function messageOf(message: string | undefined): string {
  if (!message) return '';
  const language = getLanguage();
  if (message in accountMessages) return accountMessage(message, language);
  return findFlowMessage(message, language) ?? message;
}
