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
  /** `started`: the chain's first path begins afresh (a new person and draft), also on a retry of the chain. */
  | { kind: 'chain'; chain: number; resume?: string; broken?: string; started?: true }
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

/** Where each chain's draft stands now: its resume link, or the path that broke it, since its first path last began. */
export function chainState(chain: number): { resume?: string; broken?: string } {
  let state: { resume?: string; broken?: string } = {};
  for (const r of records()) {
    if (r.kind !== 'chain' || r.chain !== chain) continue;
    state = r.started ? {} : { ...state, ...(r.resume ? { resume: r.resume } : {}), ...(r.broken ? { broken: r.broken } : {}) };
  }
  return state;
}

/** The chain's first path begins: what an earlier try of the chain left (its draft, its break) no longer counts. */
export const startChain = (chain: number) => record({ kind: 'chain', chain, started: true });

/** Each path's outcome on its last try: a chain retried after a failure runs its paths again. */
export function lastOutcomes(all: RunRecord[]): Extract<RunRecord, { kind: 'outcome' }>[] {
  const byPath = new Map<string, Extract<RunRecord, { kind: 'outcome' }>>();
  for (const r of all) if (r.kind === 'outcome') byPath.set(r.id, r);
  return [...byPath.values()];
}
