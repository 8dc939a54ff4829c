import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// docs/decisions/README.md is the way into the records: a record without its row is one nobody finds, and a status
// that names a record that does not exist sends the reader nowhere.
const folder = join(process.cwd(), 'docs/decisions');
const records = readdirSync(folder).filter((name) => /^\d{3}-.+\.md$/.test(name)).sort();
const index = readFileSync(join(folder, 'README.md'), 'utf8');
const rows = [...index.matchAll(/^\| (\d{3}) \| \[[^\]]+\]\(([^)]+)\) \| ([^|]+) \|$/gm)].map(([, number, file, status]) => ({
  number: number!, file: file!, status: status!.trim(),
}));
const numbers = new Set(records.map((name) => name.slice(0, 3)));

describe('the index of decisions', () => {
  it('has one row for every record', () => {
    const indexed = new Set(rows.map((row) => row.file));
    expect(records.filter((name) => !indexed.has(name))).toEqual([]);
  });

  it('names only records that exist, each under its own number, once', () => {
    expect(rows.filter((row) => !records.includes(row.file) || !row.file.startsWith(`${row.number}-`))).toEqual([]);
    expect(rows.length).toBe(new Set(rows.map((row) => row.file)).size);
  });

  it('gives each record a status that names existing, later records', () => {
    const wrong = rows.filter(({ number, status }) => {
      const shape = /^(accepted|(amended|superseded) by \d{3}(, \d{3})*)( \(.+\))?$/.exec(status);
      if (!shape) return true;
      const later = [...status.replace(/\(.*\)$/, '').matchAll(/\d{3}/g)].map(([n]) => n);
      return later.some((n) => !numbers.has(n) || n <= number);
    });
    expect(wrong).toEqual([]);
  });
});
