// Builds an Article from its three language versions, written side by side so each reads as a whole text.
import type { Article, ArticleTypeCode } from '../types.ts';

export type ArticleText = { title: string; summary: string; body: readonly string[] };

export function article(
  id: string, typeCode: ArticleTypeCode, publishedAt: string, zh: ArticleText, en: ArticleText, ko: ArticleText,
): Article {
  const pick = (key: 'title' | 'summary') => ({ zh: zh[key], en: en[key], ko: ko[key] });
  return {
    id,
    typeCode,
    title: pick('title'),
    summary: pick('summary'),
    body: { zh: zh.body.join('\n\n'), en: en.body.join('\n\n'), ko: ko.body.join('\n\n') },
    publishedAt,
  };
}
