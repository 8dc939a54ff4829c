import type { Page } from '@playwright/test';

// A browser test that waited in vain says what it expected; what the person saw instead (an upload's "the server is
// slow", a reading tried again, a refusal) is in the page's status lines and alerts. The browser paths keep a trace of
// their retry only (decision 135) and CI keeps only the log's tail, so their failures carry these words first.

const MOST_CHARACTERS = 400;

/** The page's visible status lines and alerts, in page order; empty when it has none or is gone. */
export async function pageWords(page: Page): Promise<string> {
  const texts = await page.locator('[role=status]:visible, [role=alert]:visible').allInnerTexts().catch(() => [] as string[]);
  const words = texts.map((text) => text.replace(/\s+/g, ' ').trim()).filter(Boolean).join(' | ');
  return words.length > MOST_CHARACTERS ? `${words.slice(0, MOST_CHARACTERS)}…` : words;
}

/** The error with the page's words in front of its message; any other thrown value as it was. */
export async function withPageWords(page: Page, error: unknown): Promise<unknown> {
  if (!(error instanceof Error) || page.isClosed()) return error;
  const words = await pageWords(page);
  error.message = `the page said: ${words ? `«${words}»` : 'nothing in a status line or alert'}\n${error.message}`;
  return error;
}
