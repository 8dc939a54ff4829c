// Generates src/api/schema.gen.ts (types, via openapi-typescript) and src/api/operations.gen.ts
// (the operation list the server's auth middleware reads, and the short list of public ones the client reads) from openapi/portal.yaml.
// Run: npx tsx scripts/gen-api.ts. The contract test calls generateApiFiles() to prove the committed files are fresh.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { parse } from 'yaml';

const root = new URL('../', import.meta.url);
export const contractUrl = new URL('openapi/portal.yaml', root);
export const schemaOutUrl = new URL('src/api/schema.gen.ts', root);
export const operationsOutUrl = new URL('src/api/operations.gen.ts', root);

const HEADER = '// Generated from openapi/portal.yaml by scripts/gen-api.ts. Do not edit.\n';
const METHODS = ['get', 'post', 'put', 'delete'] as const;

interface YamlOperation { operationId?: string; tags?: string[]; security?: Record<string, string[]>[] }

type Credential = 'basic' | 'bearer' | 'none' | 'staff' | 'integration';

const STAFF_ROLES = ['clerk', 'supervisor', 'finance', 'editor', 'admin'];

/**
 * The credential an operation takes, and for a staff operation the roles that may call it: the contract's security
 * requirement lists them (`staffAuth: [clerk, supervisor]`), so the role matrix lives in the contract and nowhere else.
 */
function credentialOf(security: YamlOperation['security'], where: string): { credential: Credential; roles: string[] } {
  if (!security) throw new Error(`${where} has no security`);
  if (security.length === 0) return { credential: 'none', roles: [] };
  const schemes = security.flatMap((requirement) => Object.keys(requirement));
  if (schemes.length === 1 && schemes[0] === 'basicAuth') return { credential: 'basic', roles: [] };
  if (schemes.length === 1 && schemes[0] === 'bearerAuth') return { credential: 'bearer', roles: [] };
  if (schemes.length === 1 && schemes[0] === 'integrationAuth') return { credential: 'integration', roles: [] };
  if (schemes.length === 1 && schemes[0] === 'staffAuth') {
    const roles = security[0]!.staffAuth ?? [];
    const unknown = roles.filter((role) => !STAFF_ROLES.includes(role));
    if (unknown.length) throw new Error(`${where}: unknown staff role ${unknown.join(', ')}`);
    // An empty list is any signed-in staff member (their own profile, signing out).
    return { credential: 'staff', roles };
  }
  throw new Error(`${where}: security must be basicAuth, bearerAuth, staffAuth, integrationAuth or [] (got ${JSON.stringify(security)})`);
}

export interface GeneratedApiFiles { schema: string; operations: string }

function renderOperations(doc: { paths?: Record<string, Partial<Record<string, YamlOperation>>> }): string {
  const lines: string[] = [];
  const publicLines: string[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    const unsupported = ['patch', 'head', 'options', 'trace'].filter((m) => m in item);
    // OperationInfo and the server's router know four methods; a fifth would silently go unrouted.
    if (unsupported.length) throw new Error(`${path}: unsupported method ${unsupported.join(', ')}`);
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      if (!op.operationId) throw new Error(`${method.toUpperCase()} ${path} has no operationId`);
      const { credential, roles } = credentialOf(op.security, `${method.toUpperCase()} ${path}`);
      // Public means "no user token": the client credential, or none at all for signed gateway callbacks.
      const isPublic = credential === 'basic' || credential === 'none';
      const tag = op.tags?.[0] ?? '';
      const roleList = credential === 'staff' ? `, roles: [${roles.map((role) => `'${role}'`).join(', ')}]` : '';
      lines.push(`  { method: '${method}', path: '${path}', operationId: '${op.operationId}', public: ${isPublic}, tag: '${tag}', credential: '${credential}'${roleList} },`);
      if (isPublic) publicLines.push(`  '${method} ${path}',`);
    }
  }
  return [
    HEADER.trimEnd(),
    "export type StaffRole = 'clerk' | 'supervisor' | 'finance' | 'editor' | 'admin';",
    "export interface OperationInfo { method: 'get' | 'post' | 'put' | 'delete'; path: string; operationId: string; public: boolean; tag: string; credential: 'basic' | 'bearer' | 'none' | 'staff' | 'integration'; roles?: readonly StaffRole[] }",
    'export const operations: readonly OperationInfo[] = [',
    ...lines,
    '] as const;',
    '',
    // The browser client only needs to know which calls take the client credential; this short list keeps
    // the full table (ids, tags) out of the home route's bundle.
    '/** Method and path of the public operations only: what the browser client needs to choose its credential. */',
    'const publicOperationKeys: readonly string[] = [',
    ...publicLines,
    '];',
    "export const publicOperations: readonly Pick<OperationInfo, 'method' | 'path' | 'public'>[] = publicOperationKeys.map((key) => {",
    "  const [method, path] = key.split(' ') as [OperationInfo['method'], string];",
    '  return { method, path, public: true };',
    '});',
    '',
  ].join('\n');
}

export async function generateApiFiles(): Promise<GeneratedApiFiles> {
  const ast = await openapiTS(contractUrl, { silent: true });
  const schema = HEADER + astToString(ast);
  const operations = renderOperations(parse(readFileSync(contractUrl, 'utf8')));
  return { schema, operations };
}

async function main(): Promise<void> {
  const { schema, operations } = await generateApiFiles();
  writeFileSync(schemaOutUrl, schema);
  writeFileSync(operationsOutUrl, operations);
  console.log(`wrote ${fileURLToPath(schemaOutUrl)} and ${fileURLToPath(operationsOutUrl)}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
