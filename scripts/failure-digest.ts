// The failed tests of a run, named again at its very end with the start of their errors: the browser layers print
// their whole output when each ends, so a failure in the one that ends first sits thousands of lines above the
// summary, out of a log that keeps only its tail (a CI run on record said "inspector failed" and nothing of why).
import { existsSync, readFileSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';

type Failure = { where: string; error: string };

type PlaywrightSuite = {
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: { title: string; file: string; line: number; tests: { projectName?: string; status: string; results: { status: string; error?: { message?: string } }[] }[] }[];
};

type VitestReport = {
  testResults: { name: string; message?: string; assertionResults: { status: string; fullName: string; failureMessages?: string[] }[] }[];
};

const errorLines = 12;
// Playwright's and vitest's messages carry terminal colours.
const firstLines = (text: string) => stripVTControlCharacters(text).split('\n').filter((line) => line.trim()).slice(0, errorLines).join('\n    ');

/** The tests of a suite with an outcome: `unexpected` failed on every try, `flaky` failed first and passed on a retry. */
function playwrightTests(suite: PlaywrightSuite, outcome: 'unexpected' | 'flaky'): Failure[] {
  const own = (suite.specs ?? []).flatMap((spec) => spec.tests.flatMap((test) => {
    if (test.status !== outcome) return [];
    // A failure is told by its last try; a retried pass by the try that failed.
    const told = outcome === 'flaky' ? test.results.find((result) => result.status !== 'passed') : test.results.at(-1);
    const project = test.projectName ? `[${test.projectName}] ` : '';
    return [{ where: `${project}${spec.file}:${spec.line} › ${spec.title} (${told?.status ?? 'not run'})`, error: firstLines(told?.error?.message ?? '') }];
  }));
  return [...own, ...(suite.suites ?? []).flatMap((child) => playwrightTests(child, outcome))];
}

function vitestFailures(report: VitestReport): Failure[] {
  return report.testResults.flatMap((file) => {
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    // A file that failed to load has no test results, only its message.
    if (!failed.length && file.message) return [{ where: file.name, error: firstLines(file.message) }];
    return failed.map((test) => ({ where: `${file.name} › ${test.fullName}`, error: firstLines(test.failureMessages?.join('\n') ?? '') }));
  });
}

/** The failures recorded in the runs' JSON results, one paragraph each. */
export function failureDigest(vitestFile: string, playwrightFiles: string[]): string {
  const failures: Failure[] = [];
  if (existsSync(vitestFile)) failures.push(...vitestFailures(JSON.parse(readFileSync(vitestFile, 'utf8')) as VitestReport));
  for (const file of playwrightFiles.filter((path) => existsSync(path))) {
    failures.push(...(JSON.parse(readFileSync(file, 'utf8')) as { suites: PlaywrightSuite[] }).suites.flatMap((suite) => playwrightTests(suite, 'unexpected')));
  }
  return failures.map((failure) => `  ✘ ${failure.where}\n    ${failure.error}`).join('\n');
}

/**
 * The browser tests that failed and then passed on their retry, with the first try's error: counted as passed, so a
 * machine's stall does not sink the run, and named at the end, so an intermittent fault is seen and becomes work.
 */
export function retriedDigest(playwrightFiles: string[]): string {
  return playwrightFiles.filter((path) => existsSync(path))
    .flatMap((file) => (JSON.parse(readFileSync(file, 'utf8')) as { suites: PlaywrightSuite[] }).suites.flatMap((suite) => playwrightTests(suite, 'flaky')))
    .map((retried) => `  ↻ ${retried.where}\n    ${retried.error}`).join('\n');
}
