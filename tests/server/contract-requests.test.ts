import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { operations, type OperationInfo } from '../../src/api/operations.gen.ts';
import { startApplyServer, type ApplyServer } from './applies-support.ts';
import { staffToken } from './staff-support.ts';
import { madeIntegration } from './integrations-support.ts';
import { koreaAddressMessages } from '../../src/server/applies/korea-address-words.ts';
import { signingMessages } from '../../src/server/applies/signing-messages.ts';
import { NAMED_ERRORS_VALUES } from '../../src/server/http/contract-requests.ts';

// Every operation of the contract is sent something the contract forbids, made from its own schema, and must answer
// code 400 naming the field (decision 109). The check runs after the credential (an unknown caller learns nothing,
// not even the shape), so each call carries the credential its operation asks for.

type Schema = { $ref?: string; type?: string | string[]; required?: string[]; properties?: Record<string, Schema>; additionalProperties?: unknown; allOf?: Schema[] };
type Parameter = { name: string; in: string; required?: boolean; schema?: Schema; $ref?: string };
type Operation = { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: Schema }> } };
const contract = parse(readFileSync(new URL('../../openapi/portal.yaml', import.meta.url), 'utf8')) as {
  paths: Record<string, Record<string, Operation> & { parameters?: Parameter[] }>;
  components: { schemas: Record<string, Schema>; parameters: Record<string, Parameter> };
};
const deref = <T extends { $ref?: string }>(value: T, table: Record<string, T>): T => (value.$ref ? deref(table[value.$ref.split('/').pop()!]!, table) : value);

/** Signed by a gateway over the raw body and refused in the gateway's shape: not the contract check's (app.ts). */
const GATEWAY_NOTIFIES = new Set(['wechatNotify', 'wechatRefundNotify', 'alipayNotify']);

interface Forbidden { path: string; query: string; body?: unknown; field: string }

/** A required body field left out, else an unknown one where none may be, else a field of the wrong type. */
function badBody(schema: Schema): { body: unknown; field: string } | null {
  const resolved = deref(schema, contract.components.schemas);
  const required = resolved.required ?? resolved.allOf?.flatMap((part) => deref(part, contract.components.schemas).required ?? []) ?? [];
  if (required.length) return { body: {}, field: required[0]! };
  if (resolved.additionalProperties === false) return { body: { notInTheContract: 1 }, field: 'notInTheContract' };
  const first = Object.keys(resolved.properties ?? {})[0];
  return first ? { body: { [first]: { not: 'this' } }, field: first } : null;
}

function forbidden(operation: OperationInfo): Forbidden | null {
  const item = contract.paths[operation.path]!;
  const spec = item[operation.method]!;
  const parameters = [...(item.parameters ?? []), ...(spec.parameters ?? [])].map((parameter) => deref(parameter, contract.components.parameters));
  const path = operation.path.replace(/\{([^}]+)\}/g, (_all, name: string) => {
    const schema = parameters.find((parameter) => parameter.name === name)?.schema ?? {};
    return schema.type === 'integer' ? '1' : encodeURIComponent(name === 'mobileNumber' ? '13800138000' : `valid-${name}-0001`);
  });
  const json = spec.requestBody?.content?.['application/json']?.schema;
  if (json) {
    const bad = badBody(json);
    if (bad) return { path, query: '', ...bad };
  }
  const query = parameters.filter((parameter) => parameter.in === 'query');
  const requiredQuery = query.find((parameter) => parameter.required);
  if (requiredQuery) return { path, query: '', field: requiredQuery.name };
  const typed = query.find((parameter) => ['integer', 'number', 'boolean'].includes(String(deref(parameter.schema ?? {}, contract.components.schemas).type)));
  if (typed) return { path, query: `?${typed.name}=not-a-${typed.name}`, field: typed.name };
  return null;
}

describe('every request is checked against the contract', () => {
  let server: ApplyServer;
  let admin: string;
  let integration: string;
  beforeAll(async () => {
    server = await startApplyServer('pglite');
    admin = await staffToken(server, { id: 'walk-admin', role: 'admin', centerId: null });
    integration = (await madeIntegration(server.baseUrl, admin, { name: 'Walk', centerId: null, webhookUrl: null })).auth;
  }, 120_000);
  afterAll(() => server.close());

  const authOf = async (operation: OperationInfo): Promise<string | undefined> => {
    switch (operation.credential) {
      case 'bearer': return server.alice;
      case 'integration': return integration;
      case 'staff': {
        const role = operation.roles?.[0] ?? 'admin';
        return role === 'admin' ? admin : staffToken(server, { id: `walk-${role}`, role, centerId: 'center-beijing' });
      }
      default: return undefined;
    }
  };

  it('refuses, with code 400 naming the field, a request each operation forbids', async () => {
    const unchecked: string[] = [];
    const wrong: string[] = [];
    for (const operation of operations) {
      if (GATEWAY_NOTIFIES.has(operation.operationId)) continue;
      const bad = forbidden(operation);
      if (!bad) {
        unchecked.push(operation.operationId);
        continue;
      }
      const auth = await authOf(operation);
      const { body } = await server.call(operation.method.toUpperCase(), bad.path + bad.query, { auth: auth ?? undefined, body: bad.body });
      const fields = (body.data as { fields?: Record<string, string> } | null)?.fields ?? {};
      if (body.code !== 400 || !fields[bad.field]) wrong.push(`${operation.operationId}: ${bad.field} → ${JSON.stringify(body)}`);
    }
    expect(wrong).toEqual([]);
    // An operation with nothing to get wrong (no body, no required or typed parameter) has nothing to refuse; the
    // list is here so that one gaining an input is walked.
    expect(unchecked.length).toBeLessThan(operations.length / 2);
    // The five that waited for their field rules (decision 116) are walked like every other.
    for (const operationId of ['saveAddress', 'createApply', 'updateApply', 'searchKoreaAddress', 'submitSignature']) expect(unchecked).not.toContain(operationId);
  }, 600_000);

  it('refuses a company title without its taxpayer number in the domain\'s words and the caller\'s language', async () => {
    const title = { type: 'company', title: 'Walk Ltd', phone: '010-12345678', email: 'walk@example.com' };
    const { body } = await server.call('POST', '/api-order/invoice/title', { auth: server.alice, language: 'en', body: title });
    const fields = (body.data as { fields?: Record<string, string> } | null)?.fields ?? {};
    expect(body.code).toBe(400);
    expect(fields).toEqual({ taxNo: "Enter the company's taxpayer number" });
    expect(body.msg).toBe("Enter the company's taxpayer number");
  });

  it('refuses the five that waited (decision 116) in their own words and the caller\'s language, and a form or draft field no one knows', async () => {
    const fieldsOf = (body: { data: unknown }) => (body.data as { fields?: Record<string, string> } | null)?.fields ?? {};
    for (const language of ['zh', 'en'] as const) {
      const korea = await server.call('POST', '/api/korea/address/search', { auth: server.alice, language, body: {} });
      expect(fieldsOf(korea.body)).toEqual({ keyword: koreaAddressMessages.keywordTooShort[language] });
      const signed = await server.call('POST', '/api/visa/apply/sign/no-such-token/common', { language, body: { signaturePng: 'data:image/png;base64,AAAA', agreed: false } });
      expect(fieldsOf(signed.body)).toEqual({ agreed: signingMessages.notAgreed[language] });
    }
    const form = await server.call('PUT', '/api-apply/apply', { auth: server.alice, body: { applyId: 'any', form: { personal: { usedOtherName: false, nickname: 'x' }, hobbies: [] } } });
    expect(form.body.code).toBe(400);
    expect(Object.keys(fieldsOf(form.body)).sort()).toEqual(['form.hobbies', 'form.personal.nickname']);
    const snapshot = { status: 'active', value: { preparing: { editing: 7 } }, context: { applicants: [], notTheMachines: 1 } };
    const draft = await server.call('POST', '/api-apply/unprocessed', { auth: server.alice, body: { snapshot, summary: { title: 't', applicantNames: [], step: 'choiceVisaType' } } });
    expect(draft.body.code).toBe(400);
    expect(Object.keys(fieldsOf(draft.body))).toEqual(expect.arrayContaining(['snapshot.value.preparing.editing', 'snapshot.context.notTheMachines']));
  });

  it('answers a body of huge values on every operation in the envelope, never with a 5xx (decision 141)', async () => {
    // Under the 2 MB body limit: every property 60,000 characters of Han text, or 60,000 values in a list. What kept
    // such bodies from holding the server's thread (feedback 55 s, a calendar 28 s) is proved without a clock by the
    // count's and the named errors' own tests; this walk proves every operation still answers them in the envelope.
    const huge = (schema: Schema): unknown => {
      const resolved = deref(schema, contract.components.schemas);
      const type = Array.isArray(resolved.type) ? resolved.type[0] : resolved.type;
      if (type === 'array') return Array.from({ length: 60_000 }, () => 1);
      if (type === 'integer' || type === 'number') return 1e308;
      return '汉'.repeat(60_000);
    };
    const wrong: string[] = [];
    for (const operation of operations) {
      if (GATEWAY_NOTIFIES.has(operation.operationId)) continue;
      const spec = contract.paths[operation.path]![operation.method]!;
      const json = spec.requestBody?.content?.['application/json']?.schema;
      if (!json) continue;
      const resolved = deref(json, contract.components.schemas);
      const properties = { ...resolved.properties, ...Object.assign({}, ...(resolved.allOf ?? []).map((part) => deref(part, contract.components.schemas).properties ?? {})) } as Record<string, Schema>;
      const names = Object.keys(properties).slice(0, 8);
      const body = Object.fromEntries(names.map((name) => [name, huge(properties[name]!)]));
      const path = operation.path.replace(/\{[^}]+\}/g, '1');
      const auth = await authOf(operation);
      try {
        const answer = await server.call(operation.method.toUpperCase(), path, { auth: auth ?? undefined, body });
        if (answer.status >= 500 || typeof answer.body.code !== 'number') wrong.push(`${operation.operationId}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
      } catch (error) {
        wrong.push(`${operation.operationId}: ${(error as Error).message}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 60_000);

  it('names every wrong field of a form-sized body, and only the first of a body larger than any form', async () => {
    const fieldsOf = (body: { data: unknown }) => (body.data as { fields?: Record<string, string> } | null)?.fields ?? {};
    const calendar = (days: unknown[]) => server.call('PUT', '/api-staff/calendars/2026', { auth: admin, language: 'en', body: { source: 'State Council notice', days } });
    const few = await calendar([1, 2, 3]);
    expect(few.body.code).toBe(400);
    expect(Object.keys(fieldsOf(few.body)).sort()).toEqual(['days.0', 'days.1', 'days.2']);
    // A hostile client's 100,000 wrong days: every error named took Ajv 28 s of the server's one thread.
    const many = await calendar(Array.from({ length: 100_000 }, () => 1));
    expect(many.body.code).toBe(400);
    expect(Object.keys(fieldsOf(many.body))).toHaveLength(1);
    expect(fieldsOf(many.body)).toHaveProperty('days', 'This is too long');
    // Just at the limit of values still named whole.
    const limit = await calendar(Array.from({ length: NAMED_ERRORS_VALUES - 3 }, () => 1));
    expect(Object.keys(fieldsOf(limit.body)).length).toBeGreaterThan(NAMED_ERRORS_VALUES - 3);
  });

  it('refuses a region code that is not 6 digits naming parentCode, in the region rule\'s words', async () => {
    const { body } = await server.call('GET', '/api/place/common/list?parentCode=4400', { language: 'en' });
    expect(body.code).toBe(400);
    expect((body.data as { fields?: Record<string, string> } | null)?.fields).toEqual({ parentCode: 'A region code is 6 digits' });
  });
});
