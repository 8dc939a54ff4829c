import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder } from '../support/source-files.ts';

// Issue 35: one retry-and-timeout policy (src/server/providers/call-policy.ts, decision 110). A loop that counts its
// attempts, rounds or tries is a retry written by hand; the server may have none outside the policy. Loops over a
// list of readings (`for (const attempt of attempts)`, the recognition cascades) try different things once each and
// are not counted.
const root = process.cwd();
const counted = /\b(?:for\s*\(\s*let\s+(?:attempt|attempts|round|rounds|retry|retries|tries|tried)\b|while\s*\([^)]*\b(?:attempt|round|retr|tries)\w*)/g;

/** Loops that repeat a claim on the database's state, not a call: each round reads what the others did meanwhile. */
const notRetries: Record<string, string> = {
  'src/server/payments/service.ts': 'a payment slot claimed against other processes: each round reads the rows again and may wait for their maker',
};

const files = (dir: string): string[] => filesUnder(dir);

describe('retry loops', () => {
  it('the server has none outside the call policy', () => {
    const loops = files(join(root, 'src/server'))
      .map((path) => relative(root, path))
      .filter((path) => path !== 'src/server/providers/call-policy.ts' && !(path in notRetries))
      .flatMap((path) => [...readFileSync(join(root, path), 'utf8').matchAll(counted)].map((match) => `${path}: ${match[0]}`));
    expect(loops).toEqual([]);
  });

  it('counts a hand-written retry loop', () => {
    expect('for (let round = 0; ; round += 1) {'.match(counted)).toHaveLength(1);
    expect('while (attempts < 3) {'.match(counted)).toHaveLength(1);
    expect('for (const attempt of attemptsOn(image)) {'.match(counted)).toBeNull();
  });
});
