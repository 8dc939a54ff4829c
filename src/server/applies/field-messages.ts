import type { z } from 'zod';
import type { Language } from '../../domain/constants.ts';
import { findFlowMessage } from '../../domain/flow-messages.ts';
import { serverMessages } from '../http/messages.ts';

/**
 * Path → message in one language, as a code-400 answer's `data.fields`. Keys are the domain's (flow messages)
 * or the server's own; zod's built-in wording (a wrong type) is not for people and reads as "invalid input".
 */
export function fieldMessages(error: z.ZodError, language: Language, prefix = ''): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = [prefix, ...issue.path.map(String)].filter(Boolean).join('.') || '_';
    const own = (serverMessages as Record<string, Record<Language, string>>)[issue.message];
    fields[path] ??= findFlowMessage(issue.message, language) ?? own?.[language] ?? serverMessages.invalidInput[language];
  }
  return fields;
}
