import type { MiddlewareHandler } from 'hono';
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { AppEnv } from './env.ts';
import { fail } from './envelope.ts';
import { parseJsonInput } from './json-input.ts';
import { serverMessages } from './messages.ts';
import type { CheckedInput } from './checked-input.ts';
import { applyFieldRules } from './field-rules.ts';
import { contractInputs } from './contract-inputs.gen.ts';
import type { Language } from '../../domain/constants.ts';
import type { Localized } from './language.ts';

// Requests checked by the contract (issue 35, decision 109; every operation but a gateway's signed notify):
// what a request may carry is what openapi/portal.yaml says, compiled by Ajv from the same document the router
// reads, so the contract and the server cannot disagree about input. A handler then reads a body already known to
// have the contract's shape.

interface ParameterObject { name: string; in: 'path' | 'query' | 'header' | 'cookie'; required?: boolean; schema?: object }
type ParameterOrRef = ParameterObject | { $ref: string };
interface OperationObject { parameters?: ParameterOrRef[]; requestBody?: { required?: boolean; content?: Record<string, { schema?: object }> } }
type Contract = {
  paths: Record<string, Record<string, OperationObject>>;
  components?: { parameters?: Record<string, ParameterObject> };
};

/** A shared parameter (`$ref: '#/components/parameters/Page'`) is the contract's own: resolved, not skipped. */
function resolveParameter(doc: Contract, parameter: ParameterOrRef): ParameterObject {
  if (!('$ref' in parameter)) return parameter;
  const name = parameter.$ref.replace('#/components/parameters/', '');
  const found = doc.components?.parameters?.[name];
  if (!found) throw new Error(`The contract names a parameter it does not define: ${parameter.$ref}`);
  return found;
}

// Generated from openapi/portal.yaml by `npm run gen:api` (and checked fresh by the contract tests): parsing the YAML
// here took 2.8 s of the server's one thread at its first request.
const contractDoc = () => contractInputs as Contract;

// OpenAPI 3.1 schemas are JSON Schema 2020-12; OpenAPI's own words (example, description …) are not, hence strict off.
// Ajv gathers every error of a body by concatenating each referenced schema's list onto the errors so far, so naming
// every error takes time that grows with the square of their number: a calendar of 100,000 wrong days held the
// server 28 s (a hostile client's probe, stop 60). A body is checked to its first error, in time that grows with its
// size; only a body of a form's size is checked again to name every field (firstErrorOnly).
const bodiesToFirstError = new Ajv2020({ strict: false });
const bodies = new Ajv2020({ strict: false, allErrors: true });
// Query and path values arrive as text: coerced to the schema's type, as a client that sends `?page=2` expects.
const params = new Ajv2020({ strict: false, allErrors: true, coerceTypes: 'array' });
for (const ajv of [bodiesToFirstError, bodies, params]) addFormats.default(ajv);

interface BodyChecks { toFirstError: ValidateFunction; everyError: ValidateFunction }
interface Checks { params: ValidateFunction | null; body: BodyChecks | null; bodyRequired: boolean; queryNames: Set<string> }

/**
 * More values than any form of the portal sends (a draft of five applicants holds a few hundred): such a body, when
 * wrong, is refused naming its first wrong field only.
 */
export const NAMED_ERRORS_VALUES = 2_000;

/** Whether `value` holds more than `limit` values (objects, arrays and leaves), counted only until it does. */
function holdsMoreValuesThan(value: unknown, limit: number): boolean {
  let counted = 0;
  const pending: unknown[] = [value];
  while (pending.length) {
    const next = pending.pop();
    counted += 1;
    if (counted > limit) return true;
    // Never more waiting than could still be counted: a wide body costs no more than a form-sized one.
    const room = Math.max(0, limit - counted - pending.length + 1);
    if (Array.isArray(next)) pending.push(...next.slice(0, room));
    else if (next && typeof next === 'object') pending.push(...Object.values(next).slice(0, room));
  }
  return false;
}
const compiled = new Map<string, Checks>();

function checksOf(method: string, path: string): Checks {
  const key = `${method} ${path}`;
  const known = compiled.get(key);
  if (known) return known;
  const doc = contractDoc();
  const item = doc.paths[path] ?? {};
  const operation = item[method] ?? {};
  const parameters = [...(item.parameters as ParameterOrRef[] | undefined ?? []), ...(operation.parameters ?? [])]
    .map((parameter) => resolveParameter(doc, parameter))
    .filter((parameter) => parameter.in === 'path' || parameter.in === 'query');
  const paramSchema = parameters.length
    ? {
        type: 'object',
        properties: Object.fromEntries(parameters.map((parameter) => [parameter.name, parameter.schema ?? {}])),
        required: parameters.filter((parameter) => parameter.required || parameter.in === 'path').map((parameter) => parameter.name),
        components: doc.components,
      }
    : null;
  const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
  const withComponents = bodySchema && { ...bodySchema, components: doc.components };
  const checks: Checks = {
    params: paramSchema ? params.compile(paramSchema) : null,
    body: withComponents ? { toFirstError: bodiesToFirstError.compile(withComponents), everyError: bodies.compile(withComponents) } : null,
    bodyRequired: Boolean(operation.requestBody?.required),
    queryNames: new Set(parameters.filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name)),
  };
  compiled.set(key, checks);
  return checks;
}

/**
 * Checks a request against its operation in the contract, then the field rules, before the handler runs: refuses
 * with code 400 naming every field (a domain rule's words win over the contract's for the same field), or keeps
 * the checked input for the handler (checked-input.ts).
 */
export function contractRequest(method: string, path: string, operationId: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const checks = checksOf(method, path);
    const language = c.get('language');
    const fields: Record<string, string> = {};
    const query: Record<string, unknown> = Object.fromEntries(Object.entries(c.req.query()).filter(([name]) => checks.queryNames.has(name)));
    const pathValues: Record<string, string> = c.req.param();
    if (checks.params) {
      // Ajv coerces in place: the handler then reads `page` as a number.
      const values: Record<string, unknown> = { ...query, ...pathValues };
      if (!checks.params(values)) fieldsOf(checks.params.errors, language, fields);
      for (const name of Object.keys(query)) query[name] = values[name];
    }
    let body: unknown = {};
    if (checks.body) {
      const text = await c.req.text();
      if (!text.trim()) {
        if (checks.bodyRequired) return fail(c, 400, 'invalidInput');
      } else {
        const verdict = parseJsonInput(text);
        if (!verdict.ok && verdict.reason === 'control') {
          return fail(c, 400, 'controlCharacters', { fields: { [verdict.path]: serverMessages.controlCharacters[language] } });
        }
        if (!verdict.ok) return fail(c, 400, verdict.reason === 'depth' ? 'inputTooDeep' : 'invalidInput');
        body = verdict.value;
        if (!checks.body.toFirstError(body)) {
          const firstErrorOnly = holdsMoreValuesThan(body, NAMED_ERRORS_VALUES);
          const named = firstErrorOnly ? checks.body.toFirstError : checks.body.everyError;
          if (!firstErrorOnly) named(body);
          fieldsOf(named.errors, language, fields);
        }
      }
    }
    const input: CheckedInput = { body, query, path: pathValues };
    const ruled = applyFieldRules(operationId, input, language, fields);
    Object.assign(fields, ruled);
    // The answer's message is a domain rule's when one refused; the contract's own words are for the field only, as
    // a wrong type was "invalid input" before (handlers/input.ts).
    const first = Object.values(ruled)[0];
    if (first) return fail(c, 400, { zh: first, en: first, ko: first }, { fields });
    if (Object.keys(fields).length) return fail(c, 400, 'invalidInput', { fields });
    c.set('input', input);
    await next();
  };
}

function fieldsOf(errors: ErrorObject[] | null | undefined, language: Language, fields: Record<string, string>) {
  // A failed `if/then` (a company's title needs its taxNo) is named by the branch's own error; the `if` itself names no field.
  for (const error of errors ?? []) if (error.keyword !== 'if') fields[fieldOf(error)] ??= wordsFor(error)[language];
}

/** `/reason/en` → `reason.en`; a missing property is named by itself. */
function fieldOf(error: ErrorObject): string {
  const base = error.instancePath.split('/').filter(Boolean).join('.');
  const missing = error.keyword === 'required' ? (error.params as { missingProperty?: string }).missingProperty : undefined;
  const extra = error.keyword === 'additionalProperties' ? (error.params as { additionalProperty?: string }).additionalProperty : undefined;
  const leaf = missing ?? extra;
  return [base, leaf].filter(Boolean).join('.') || 'body';
}

const words: Record<string, Localized> = {
  required: { zh: '此项为必填项', en: 'This is required', ko: '필수 항목입니다' },
  maxLength: { zh: '内容过长', en: 'This is too long', ko: '내용이 너무 깁니다' },
  minLength: { zh: '内容过短或为空', en: 'This is too short or empty', ko: '내용이 너무 짧거나 비어 있습니다' },
  range: { zh: '数值超出允许范围', en: 'This number is out of range', ko: '허용 범위를 벗어난 값입니다' },
  choice: { zh: '请选择允许的选项', en: 'Choose one of the allowed values', ko: '허용된 값 중 하나를 선택해 주세요' },
  shape: { zh: '格式不正确', en: 'This is not in the expected form', ko: '형식이 올바르지 않습니다' },
  extra: { zh: '包含不允许的字段', en: 'This field is not allowed here', ko: '허용되지 않는 항목입니다' },
};

function wordsFor(error: ErrorObject): Localized {
  switch (error.keyword) {
    case 'required': return words.required!;
    case 'maxLength': case 'maxItems': return words.maxLength!;
    case 'minLength': case 'minItems': return words.minLength!;
    case 'minimum': case 'maximum': case 'exclusiveMinimum': case 'exclusiveMaximum': case 'multipleOf': return words.range!;
    case 'enum': case 'const': return words.choice!;
    case 'additionalProperties': return words.extra!;
    default: return words.shape!;
  }
}
