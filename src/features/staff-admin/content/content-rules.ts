import { z } from 'zod';
import { rule } from '../parts/rule-messages';
import { CONTENT_TYPES } from '../api/content';

// The contract's limits (StaffText 500, StaffLongText 50 000), said beside the box before a round trip; every
// language is written, never one copied into the others.
const text = (max: number) => z.string().trim().min(1, rule('writeEachLanguage')).max(max, rule('tooLong'));
const localized = (max: number) => z.object({ zh: text(max), en: text(max), ko: text(max) });

export const articleSchema = z.object({
  typeCode: z.enum(CONTENT_TYPES),
  title: localized(500),
  summary: localized(500),
  body: localized(50_000),
});

export type ArticleValues = z.input<typeof articleSchema>;
export type ArticleValid = z.output<typeof articleSchema>;
