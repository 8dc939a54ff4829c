// npm run diagrams: writes a Mermaid stateDiagram-v2 of every machine in the catalog to docs/machines/.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { machineModels } from '../machines/catalog.ts';
import { diagramFiles } from '../machines/diagram.ts';

const dir = join(import.meta.dirname, '..', 'docs', 'machines');
mkdirSync(dir, { recursive: true });
const files = diagramFiles(machineModels);
// A machine removed from the catalog must not leave its diagram behind.
for (const name of readdirSync(dir)) {
  if (name.endsWith('.mmd') && !files.some((f) => f.path === name)) rmSync(join(dir, name));
}
for (const file of files) writeFileSync(join(dir, file.path), file.text);
console.log(`wrote ${files.length} files to docs/machines: ${files.map((f) => f.path).join(', ')}`);
