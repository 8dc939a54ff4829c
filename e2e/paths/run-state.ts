// What one run of the browser paths keeps on disk (PATHS_RUN_DIR): Playwright starts a new worker after a
// failed test, so the plan, the signed-in browser state, each chain's resume link and what was seen must
// outlive the worker. scripts/paths-e2e.ts clears the directory before a run and reads it after.
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ApplicantTransition } from './model/types';
import type { StoredPlan } from './plan';

export const runDir = process.env.PATHS_RUN_DIR ?? '.tmp/paths-run';
const file = (name: string) => join(runDir, name);

export const planFile = file('plan.json');

export function readJson<T>(name: string): T | undefined {
  return existsSync(name) ? (JSON.parse(readFileSync(name, 'utf8')) as T) : undefined;
}

export function writeJson(name: string, value: unknown) {
  mkdirSync(runDir, { recursive: true });
  writeFileSync(name, JSON.stringify(value, null, 2));
}

export const readPlan = () => readJson<StoredPlan>(planFile);

/** One line per fact, appended as it happens. */
export type RunRecord =
  | { kind: 'state'; id: string }
  | { kind: 'passedThrough'; id: string }
  | { kind: 'taken'; transition: string }
  | { kind: 'applicantState'; id: string }
  | { kind: 'paymentState'; id: string }
  | { kind: 'paymentPassedThrough'; id: string }
  | { kind: 'paymentTaken'; transition: string }
  | ({ kind: 'applicantTaken' } & ApplicantTransition)
  | { kind: 'chain'; chain: number; resume?: string; broken?: string }
  | { kind: 'width'; id: string; scrollWidth: number; innerWidth: number }
  | { kind: 'outcome'; id: string; words: string; ok: boolean; failedAt?: string; error?: string };

const recordsFile = file('records.jsonl');

export function record(entry: RunRecord) {
  mkdirSync(runDir, { recursive: true });
  appendFileSync(recordsFile, `${JSON.stringify(entry)}\n`);
}

export function records(): RunRecord[] {
  if (!existsSync(recordsFile)) return [];
  return readFileSync(recordsFile, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line) as RunRecord);
}

/** Where each chain's draft stands now: its resume link, or the path that broke it. */
export function chainState(chain: number): { resume?: string; broken?: string } {
  let state: { resume?: string; broken?: string } = {};
  for (const r of records()) if (r.kind === 'chain' && r.chain === chain) state = { ...state, ...r };
  return state;
}
