import axe from 'axe-core';
import { expect, test, type Page } from '@playwright/test';

// axe on the page as it stands, against WCAG 2.2 AA (decision 024). A failure names each rule broken, how bad,
// what it asks for and the first elements it found, so the message alone says where to look.

const wcagAA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

type AxeResults = axe.AxeResults;

/**
 * axe-core itself, run in the page. The @axe-core/playwright wrapper injected axe's 550 KB script into the page and
 * again into a blank page for every check (1–4 s of CPU each on a slow machine, over a hundred checks in the
 * journeys); a page keeps axe once it has it, so the later checks of one document — a tab, a dialog, the SPA's next
 * screen — only run it. The page has no frames of its own for axe to reach into.
 */
export async function analyze(page: Page): Promise<AxeResults> {
  const present = await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function');
  if (!present) await page.evaluate(axe.source);
  return page.evaluate(
    (tags) => (window as unknown as { axe: typeof axe }).axe.run(document, { runOnly: { type: 'tag', values: tags } }),
    wcagAA,
  );
}

export function describeViolations(violations: AxeResults['violations']): string {
  return violations.map((violation) => {
    const targets = violation.nodes.slice(0, 3).map((node) => `    ${node.target.join(' ')}${node.failureSummary ? `\n      ${node.failureSummary.replace(/\n/g, '\n      ')}` : ''}`);
    const more = violation.nodes.length > 3 ? `\n    … and ${violation.nodes.length - 3} more` : '';
    return `  ${violation.id} (${violation.impact ?? 'no impact given'}): ${violation.help}\n${targets.join('\n')}${more}`;
  }).join('\n');
}

/**
 * Runs axe on `page` and fails with a readable list when anything is found; `screen` names the screen in the
 * message and the test's steps. Nothing is excluded: every finding so far was fixed in the app.
 */
export async function expectNoAxeViolations(page: Page, screen: string) {
  await test.step(`axe: ${screen}`, async () => {
    const { violations, incomplete } = await analyze(page);
    // What axe could not decide (a person has to look) is no failure; AXE_INCOMPLETE=1 prints it for that look.
    if (process.env.AXE_INCOMPLETE && incomplete.length) console.log(`axe needs review on ${screen}:\n${describeViolations(incomplete)}`);
    // Soft: the journey goes on to the next screens, so one run lists everything to fix.
    expect.soft(violations.map((violation) => violation.id), `axe found on ${screen} (${page.url()}):\n${describeViolations(violations)}`).toEqual([]);
  });
}
