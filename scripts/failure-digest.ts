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

function playwrightFailures(suite: PlaywrightSuite): Failure[] {
  const own = (suite.specs ?? []).flatMap((spec) => spec.tests.flatMap((test) => {
    if (test.status !== 'unexpected') return [];
    const last = test.results.at(-1);
    const project = test.projectName ? `[${test.projectName}] ` : '';
    return [{ where: `${project}${spec.file}:${spec.line} › ${spec.title} (${last?.status ?? 'not run'})`, error: firstLines(last?.error?.message ?? '') }];
  }));
  return [...own, ...(suite.suites ?? []).flatMap(playwrightFailures)];
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
    failures.push(...(JSON.parse(readFileSync(file, 'utf8')) as { suites: PlaywrightSuite[] }).suites.flatMap(playwrightFailures));
  }
  return failures.map((failure) => `  ✘ ${failure.where}\n    ${failure.error}`).join('\n');
}
