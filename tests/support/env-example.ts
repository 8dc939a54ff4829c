// .env.example as an operator reads it: the lines to fill in (uncommented) and the optional ones (commented out).
import { readFileSync } from 'node:fs';

export interface EnvExample {
  /** Uncommented lines: name → the value written there ('' when the operator must fill it in). */
  required: Map<string, string>;
  /** `# NAME=default` lines. */
  optional: Map<string, string>;
}

export function readEnvExample(path = '.env.example'): EnvExample {
  const required = new Map<string, string>();
  const optional = new Map<string, string>();
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const set = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
    if (set) required.set(set[1]!, set[2]!);
    const commented = /^# ([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
    if (commented) optional.set(commented[1]!, commented[2]!);
  }
  return { required, optional };
}
