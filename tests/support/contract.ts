import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { operations, type OperationInfo } from '../../src/api/operations.gen.ts';

const contractPath = fileURLToPath(new URL('../../openapi/portal.yaml', import.meta.url));
export const contract = parse(readFileSync(contractPath, 'utf8')) as {
  paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: unknown }> }> }>>;
};

// OpenAPI 3.1 schemas are JSON Schema 2020-12; OpenAPI's own words (paths, example …) are not, hence strict off.
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
ajv.addSchema(contract, 'portal');

const pointer = (...parts: string[]) => parts.map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

const matchers = operations.map((operation) => ({
  operation,
  pattern: new RegExp(`^${operation.path.replace(/\{[^}]+\}/g, '[^/]+')}$`),
  literalSegments: operation.path.split('/').filter((part) => part && !part.startsWith('{')).length,
}));

/** The contract operation a request hits; the most literal template wins, as in the server's routing order. */
export function operationFor(method: string, path: string): OperationInfo | undefined {
  return matchers
    .filter((candidate) => candidate.operation.method === method.toLowerCase() && candidate.pattern.test(path))
    .sort((a, b) => b.literalSegments - a.literalSegments)[0]?.operation;
}

/** A code-0 body must match the operation's own schema; every refusal matches the shared ErrorEnvelope. */
export function validateResponse(operation: OperationInfo, body: unknown): string[] {
  const succeeded = (body as { code?: unknown } | null)?.code === 0;
  const ref = succeeded
    ? `portal#/${pointer('paths', operation.path, operation.method, 'responses', '200', 'content', 'application/json', 'schema')}`
    : 'portal#/components/schemas/ErrorEnvelope';
  const validate = ajv.getSchema(ref) ?? ajv.compile({ $ref: ref });
  if (validate(body)) return [];
  return (validate.errors ?? []).map((error) => `${error.instancePath || '(body)'} ${error.message ?? ''}`);
}

/** Every response the server tests see, with any contract violations; checked by tests/contract. */
export const contractLog: { operationId: string; method: string; path: string; violations: string[] }[] = [];
