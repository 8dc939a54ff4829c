import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { failureDigest, retriedDigest } from '../../scripts/failure-digest';

const folders: string[] = [];
function resultsFile(name: string, content: unknown) {
  const folder = mkdtempSync(join(tmpdir(), 'digest-'));
  folders.push(folder);
  const file = join(folder, name);
  writeFileSync(file, JSON.stringify(content));
  return file;
}
afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true })));

const spec = (title: string, status: string, resultStatus: string, message?: string) => ({
  title, file: 'inspector.devspec.ts', line: 21,
  tests: [{ projectName: '', status, results: [{ status: resultStatus, ...(message ? { error: { message } } : {}) }] }],
});

describe('the failure digest at the end of npm test', () => {
  it('names a failed browser test, nested in describes, with the first lines of its error and no colours', () => {
    const playwright = resultsFile('playwright.json', {
      suites: [{ file: 'inspector.devspec.ts', specs: [spec('passes', 'expected', 'passed')], suites: [{
        specs: [spec('the inspector loads the snapshot', 'unexpected', 'timedOut', '\x1b[31mTest timeout of 120000ms exceeded.\x1b[39m\n\nline 2\nline 3')],
      }] }],
    });
    const digest = failureDigest('/nowhere/vitest.json', [playwright, '/nowhere/paths.json']);
    expect(digest).toBe('  ✘ inspector.devspec.ts:21 › the inspector loads the snapshot (timedOut)\n    Test timeout of 120000ms exceeded.\n    line 2\n    line 3');
  });

  it('leaves out what passed, was skipped or passed on a retry', () => {
    const playwright = resultsFile('playwright.json', {
      suites: [{ specs: [spec('a', 'expected', 'passed'), spec('b', 'skipped', 'skipped'), spec('c', 'flaky', 'passed')] }],
    });
    expect(failureDigest('/nowhere/vitest.json', [playwright])).toBe('');
  });

  it('names a failed vitest test by its file and full name, and a file that did not load by its message', () => {
    const vitest = resultsFile('vitest.json', {
      testResults: [
        { name: '/repo/tests/a.test.ts', assertionResults: [{ status: 'passed', fullName: 'fine' }, { status: 'failed', fullName: 'orders › pays once', failureMessages: ['AssertionError: expected 2 to be 1'] }] },
        { name: '/repo/tests/b.test.ts', message: 'SyntaxError: Unexpected token', assertionResults: [] },
      ],
    });
    expect(failureDigest(vitest, [])).toBe([
      '  ✘ /repo/tests/a.test.ts › orders › pays once\n    AssertionError: expected 2 to be 1',
      '  ✘ /repo/tests/b.test.ts\n    SyntaxError: Unexpected token',
    ].join('\n'));
  });

  it('keeps twelve lines of a long error', () => {
    const message = Array.from({ length: 30 }, (_, index) => `line ${index + 1}`).join('\n');
    const playwright = resultsFile('playwright.json', { suites: [{ specs: [spec('long', 'unexpected', 'failed', message)] }] });
    const digest = failureDigest('/nowhere/vitest.json', [playwright]);
    expect(digest).toContain('line 12');
    expect(digest).not.toContain('line 13');
  });

  it('names a test that passed only on its retry, with the error of the try that failed', () => {
    const retried = { title: 'express tracking', file: 'express.spec.ts', line: 18, tests: [{ projectName: 'journeys', status: 'flaky', results: [
      { status: 'timedOut', error: { message: 'Test timeout of 420000ms exceeded.' } }, { status: 'passed' },
    ] }] };
    const playwright = resultsFile('playwright.json', { suites: [{ specs: [spec('a', 'expected', 'passed'), retried, spec('b', 'unexpected', 'failed', 'boom')] }] });
    expect(retriedDigest([playwright, '/nowhere/paths.json'])).toBe('  ↻ [journeys] express.spec.ts:18 › express tracking (timedOut)\n    Test timeout of 420000ms exceeded.');
    expect(failureDigest('/nowhere/vitest.json', [playwright])).toBe('  ✘ inspector.devspec.ts:21 › b (failed)\n    boom');
  });
});
