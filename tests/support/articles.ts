import { eq } from 'drizzle-orm';
import type { Db } from '../../src/server/db/open.ts';
import * as t from '../../src/server/db/schema.ts';

type Localized = { zh: string; en: string; ko: string };
const same = (text: string): Localized => ({ zh: text, en: text, ko: text });

/**
 * Runs `use` with an article of the test's own in the database (reference data, so every server process sees it
 * change), and removes it afterwards whatever happened. Texts not given are placeholders in each language.
 */
export async function withArticle(
  db: Db,
  article: { id: string; typeCode: string; publishedAt: string; title: Localized; body?: Localized },
  use: () => Promise<void>,
) {
  await db.insert(t.articles).values({
    id: article.id, typeCode: article.typeCode, publishedAt: new Date(article.publishedAt),
    title: article.title, summary: same('Summary'), body: article.body ?? { zh: '正文', en: 'Body', ko: '본문' },
  });
  try {
    await use();
  } finally {
    await db.delete(t.articles).where(eq(t.articles.id, article.id));
  }
}
