import type { Context } from 'hono';
import type { z } from 'zod';
import type { Language } from '../../../domain/constants.ts';
import type { AppEnv } from '../env.ts';
import { parseJsonInput } from '../json-input.ts';
import { serverMessages } from '../messages.ts';
import { refuse, refuseFields } from './refusal.ts';

// The one way a handler reads its input: the JSON body, checked at the door, then a src/domain schema.

/**
 * A body that is not JSON, nests too deep or holds a control character is bad input (code 400, naming the field),
 * never a 500. An absent body reads as {}.
 */
export async function jsonBody(c: Context<AppEnv>): Promise<unknown> {
  return jsonFrom(c, await c.req.text());
}

export function jsonFrom(c: Context<AppEnv>, text: string): unknown {
  const verdict = parseJsonInput(text);
  if (verdict.ok) return verdict.value;
  if (verdict.reason === 'control') {
    return refuse(400, 'controlCharacters', { fields: { [verdict.path]: serverMessages.controlCharacters[c.get('language')] } });
  }
  return refuse(400, verdict.reason === 'depth' ? 'inputTooDeep' : 'invalidInput');
}

/** A schema's message key in one language, or undefined for a key it does not know (zod's own wording). */
export type Words = (key: string, language: Language) => string | undefined;

export interface ParseOptions {
  /** Where the schema's message keys are read; each room has its catalogue (http/handlers/words.ts, staff/words.ts). */
  words: Words;
  /** Put before every field's path, when the schema checks part of the body. */
  prefix?: string;
  /** Data beside the fields the client can act on, from the failed parse. */
  extra?: (error: z.ZodError) => Record<string, unknown>;
}

/**
 * Path → message in one language, as a code-400 answer's `data.fields`; a key the words do not know (zod's
 * built-in wording, a wrong type) is not for people and reads as "invalid input".
 */
export function fieldMessages(error: z.ZodError, language: Language, words: Words, prefix = ''): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = [prefix, ...issue.path.map(String)].filter(Boolean).join('.') || '_';
    fields[path] ??= words(issue.message, language) ?? serverMessages.invalidInput[language];
  }
  return fields;
}

/** Parses with a src/domain schema; a refusal is code 400 with every field's message, the first as the answer's. */
export function parse<S extends z.ZodType>(c: Context<AppEnv>, schema: S, raw: unknown, options: ParseOptions): z.output<S> {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  return refuseFields(c, fieldMessages(result.error, c.get('language'), options.words, options.prefix), options.extra?.(result.error) ?? {});
}

/** One value against a src/domain rule where only the handler knows it (a decrypted password); refuses naming it. */
export function checkField<S extends z.ZodType>(c: Context<AppEnv>, field: string, schema: S, value: unknown, words: Words): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const language = c.get('language');
  return refuseFields(c, { [field]: words(result.error.issues[0]?.message ?? '', language) ?? serverMessages.invalidInput[language] });
}
