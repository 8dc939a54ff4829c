import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// run-state.ts reads its folder when it loads, as the paths' workers do.
const folder = mkdtempSync(join(tmpdir(), 'paths-run-'));
process.env.PATHS_RUN_DIR = folder;
const { chainState, lastOutcomes, record, records, startChain } = await import('../../e2e/paths/run-state');
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe("the browser paths' run state when a chain is retried", () => {
  it('forgets the break and the draft of the failed try once the chain begins again, and keeps the retry\'s', () => {
    startChain(3);
    record({ kind: 'chain', chain: 3, resume: '/apply/task-list?draft=first' });
    record({ kind: 'chain', chain: 3, broken: 'path 3.2' });
    record({ kind: 'chain', chain: 4, broken: 'path 4.1' });
    expect(chainState(3)).toEqual({ resume: '/apply/task-list?draft=first', broken: 'path 3.2' });

    startChain(3);
    expect(chainState(3)).toEqual({});
    record({ kind: 'chain', chain: 3, resume: '/apply/task-list?draft=second' });
    expect(chainState(3)).toEqual({ resume: '/apply/task-list?draft=second' });
    // Another chain's break stays its own.
    expect(chainState(4)).toEqual({ broken: 'path 4.1' });
  });

  it('counts each path once, by the outcome of its last try', () => {
    record({ kind: 'outcome', id: '3.1', words: 'start', ok: false, error: 'the page said: «…»' });
    record({ kind: 'outcome', id: '3.2', words: 'start → back', ok: true });
    record({ kind: 'outcome', id: '3.1', words: 'start', ok: true });
    const outcomes = lastOutcomes(records());
    expect(outcomes.map((o) => [o.id, o.ok])).toEqual([['3.1', true], ['3.2', true]]);
  });
});
