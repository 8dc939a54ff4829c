import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder } from '../support/source-files.ts';

// Decision 052: imports between the top folders (src/app, src/dev, src/features, src/ui, src/lib, src/domain, src/api,
// src/server, and machines/) flow one way. The lint rules name the forbidden pairs; this test proves the whole graph
// has no cycle, dynamic `import()` and type imports included (the lint rule sees neither `import()` nor `typeof import`).
const root = process.cwd();
const specifier = /(?:\bfrom\s*|\bimport\s*\(\s*(?:\/\*[^*]*\*\/\s*)?|^\s*import\s+)['"](\.{1,2}\/[^'"]+)['"]/gm;

const sourceFiles = (dir: string): string[] => filesUnder(dir, (name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name));

/**
 * The top folder a file belongs to: `src/<name>` or `machines`, or null outside them. The generated contract types
 * (src/api/*.gen.ts, importing nothing) are a node of their own, below everything: the domain may name the
 * contract's shapes while the API client beside them reads the domain.
 */
function folderOf(path: string): string | null {
  const parts = relative(root, path).split(sep);
  if (parts[0] === 'machines') return 'machines';
  if (parts[0] === 'src' && parts[1] === 'api' && /\.gen(\.ts)?$/.test(parts.at(-1)!)) return 'src/api (generated)';
  return parts[0] === 'src' && parts.length > 2 ? `src/${parts[1]}` : null;
}

type Edges = Map<string, Map<string, string>>; // from folder → to folder → one file that makes the edge

function folderEdges(files: string[]): Edges {
  const edges: Edges = new Map();
  for (const file of files) {
    const from = folderOf(file);
    if (!from) continue;
    for (const match of readFileSync(file, 'utf8').matchAll(specifier)) {
      const to = folderOf(resolve(dirname(file), match[1]!));
      if (!to || to === from) continue;
      if (!edges.has(from)) edges.set(from, new Map());
      if (!edges.get(from)!.has(to)) edges.get(from)!.set(to, `${relative(root, file)} → ${match[1]}`);
    }
  }
  return edges;
}

/** Every cycle as its folders, found by a depth-first walk (each cycle reported once per entry point). */
function cyclesOf(edges: Edges): string[][] {
  const cycles: string[][] = [];
  const done = new Set<string>();
  const walk = (node: string, path: string[]) => {
    const at = path.indexOf(node);
    if (at >= 0) {
      cycles.push([...path.slice(at), node]);
      return;
    }
    if (done.has(node)) return;
    for (const next of edges.get(node)?.keys() ?? []) walk(next, [...path, node]);
    done.add(node);
  };
  for (const node of edges.keys()) walk(node, []);
  return cycles;
}

describe('folder import graph', () => {
  const files = [...sourceFiles(join(root, 'src')), ...sourceFiles(join(root, 'machines'))];
  const edges = folderEdges(files);

  it('has no cycle between top folders', () => {
    const described = cyclesOf(edges).map((cycle) => cycle.map((folder, i) => (i === 0 ? folder : `${edges.get(cycle[i - 1]!)!.get(folder)} (${folder})`)).join(' ⇒ '));
    expect(described).toEqual([]);
  });

  it('reads the imports the lint rules cannot see', () => {
    // The features reach the session guard by import() only: the walk must see that edge, or it proves nothing.
    expect(edges.get('src/features')?.has('src/lib')).toBe(true);
    expect(edges.get('src/app')?.has('src/features')).toBe(true);
  });

  it('finds a cycle when there is one', () => {
    const a = new Map([['src/b', 'x']]);
    const b = new Map([['src/c', 'y']]);
    const c = new Map([['src/a', 'z']]);
    expect(cyclesOf(new Map([['src/a', a], ['src/b', b], ['src/c', c]]))).toEqual([['src/a', 'src/b', 'src/c', 'src/a']]);
    expect(cyclesOf(new Map([['src/a', a], ['src/b', b]]))).toEqual([]);
  });
});
