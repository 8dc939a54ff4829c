// The contract is the API (DESIGN.md §1): these checks keep openapi/portal.yaml complete against spec §7,
// structurally sound, and its generated files in step with it.
import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { contractInputsOutUrl, contractUrl, generateApiFiles, operationsOutUrl, schemaOutUrl, withGeneratedSchemas } from '../../scripts/gen-api.ts';

type Json = Record<string, unknown>;
interface Operation { operationId?: string; tags?: string[]; summary?: string; security?: Json[]; parameters?: Json[]; responses?: Record<string, Json> }

const METHODS = ['get', 'post', 'put', 'delete'] as const;
const TAGS = ['shell', 'account', 'messages', 'addresses', 'files', 'invoices', 'visa', 'apply', 'orders', 'payment', 'content', 'reservation', 'crypto',
  'staff', 'staff-orders', 'staff-center', 'integration'];
const STAFF_ROLES = ['clerk', 'supervisor', 'finance', 'editor', 'admin'];
// The center's files, which are not the envelope: a document as stored, the forms PDF and the audit export.
const FILE_ANSWERS: Record<string, string> = {
  staffDownloadDocument: 'application/octet-stream', staffDownloadOrderForm: 'application/pdf', staffExportAudit: 'text/csv',
};
// Staff calls without a staff session: the password step and the enrolment link (the SPA's client credential).
const STAFF_DOORS = ['staffSignIn', 'getStaffEnrolment', 'staffEnrol'];

const doc = parse(readFileSync(contractUrl, 'utf8')) as { openapi: string; paths: Record<string, Record<string, Operation>>; components: Json };
const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
  METHODS.filter((m) => item[m]).map((method) => ({ method, path, op: item[method]!, shared: ((item as { parameters?: Json[] }).parameters ?? []) })));

// Spec §7, written from the spec: every named call with its exact method and path.
const specCalls: readonly string[] = [
  'GET /api-visa/center/anon/wxcs', 'GET /api-visa/home', 'GET /api-content/config/find/{configKey}', 'GET /api-apply/unprocessed/count',
  'GET /api-msg/message/list', 'PUT /api-msg/message/read/all', 'GET /api-visa/announcement/list', 'GET /api-address/address/list',
  'PUT /api-address/address/default', 'DELETE /api-address/address/{id}', 'POST /api-address/address', 'GET /api/place/common/list',
  'GET /api-visa/embassy/all', 'GET /api-visa/center/all', 'POST /api-user/feedback/user',
  'GET /api-uaa/validata/smscode/{mobileNumber}', 'GET /api-uaa/validata/emailcode', 'POST /api-uaa/signup/user', 'PUT /api-uaa/password/reset',
  'POST /api/account/ta/login', 'GET /api/account/status', 'PUT /api-user/users/password', 'GET /api-user/users/current',
  'PUT /api-uaa/mobile/modify', 'PUT /api-user/users/email',
  'POST /api/file/upload/token/common',
  'POST /api/order/invoice/record/mail/common', 'POST /api/order/invoice/record', 'GET /api-order/invoice/title', 'PUT /api-order/invoice/title/default',
  'GET /api-order/invoice/title/{id}', 'DELETE /api-order/invoice/title/{id}', 'POST /api-order/invoice/record/users', 'GET /api-order/invoice/record/{id}',
  'GET /api/visa/product/{id}/common', 'POST /api/korea/address/search', 'GET /api/visa/apply/generate/{id}', 'GET /api/visa/apply/find/apply/{id}/from',
  'POST /api/visa/apply/send/email', 'PUT /api-apply/apply/{id}/incorrect', 'GET /api-apply/apply/{id}/incorrect',
  'PUT /api-apply/apply/{id}/incorrect/detail', 'GET /api-apply/apply/{id}/incorrect/detail', 'GET /api/visa/object/{id}/common',
  'GET /api/visa/object/common/list', 'GET /api-apply/unprocessed/list', 'DELETE /api-apply/unprocessed/{id}', 'GET /api-visa/permanent/list',
  'GET /api-apply/apply/form/download', 'POST /api/visa/apply/form/create', 'POST /api/visa/apply/submit/user', 'POST /api/visa/apply/query',
  'GET /api/visa/apply/query', 'GET /api-apply/apply/mobile/limit', 'DELETE /api-apply/apply', 'PUT /api-apply/apply', 'GET /api/visa/apply/{id}/user',
  'GET /api/visa/apply/user/{id}', 'POST /api-apply/apply/form/qrcode', 'POST /api-apply/apply/complete', 'PUT /api/visa/apply/{applyId}/confirm',
  'GET /api-vois/reservation', 'POST /api-vois/reservation/apply', 'DELETE /api-vois/reservation/apply',
  'POST /api/visa/order', 'GET /api-order/order/{id}/extra/payment', 'PUT /api/visa/order/{id}/confirm', 'GET /api-order/order/list',
  'GET /api/visa/order/{id}/user', 'DELETE /api-order/order/user/{id}', 'PUT /api-order/order/{id}/cancel', 'GET /api-express/express/route',
  'GET /api-content/article/type/anon/list', 'GET /api-content/article/list', 'GET /api-content/article/detail/{id}',
];

// Query parameters the spec names for its calls.
const specQueryParams: readonly [string, string][] = [
  ['GET /api-apply/apply/form/download', 'orderId'], ['GET /api/visa/apply/query', 'token'], ['DELETE /api-apply/apply', 'applyId'],
  ['GET /api/visa/apply/{id}/user', 'orderId'], ['PUT /api/visa/apply/{applyId}/confirm', 'orderId'], ['GET /api/place/common/list', 'parentCode'],
];

const key = (method: string, path: string) => `${method.toUpperCase()} ${path}`;
const byKey = new Map(operations.map((o) => [key(o.method, o.path), o]));

function isEnvelope(schema: Json | undefined): boolean {
  if (!schema || schema.type !== 'object') return false;
  const props = schema.properties as Record<string, Json> | undefined;
  const required = schema.required as string[] | undefined;
  return ['code', 'msg', 'data'].every((k) => required?.includes(k) && props?.[k] !== undefined)
    && props!.code!.type === 'integer' && props!.msg!.type === 'string';
}

function findKey(node: unknown, name: string, at = '#'): string[] {
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([k, v]) => [...(k === name ? [`${at}/${k}`] : []), ...findKey(v, name, `${at}/${k}`)]);
}

describe('generated files', () => {
  it('match what scripts/gen-api.ts produces from the contract now (run `npx tsx scripts/gen-api.ts`)', async () => {
    const fresh = await generateApiFiles();
    expect(readFileSync(schemaOutUrl, 'utf8')).toBe(fresh.schema);
    expect(readFileSync(operationsOutUrl, 'utf8')).toBe(fresh.operations);
    expect(readFileSync(contractInputsOutUrl, 'utf8')).toBe(fresh.contractInputs);
  });

  it('hold the contract\'s generated schemas as the domain and the machine say them now (decision 116; run `npm run gen:api`)', () => {
    // ApplicantFormInput from src/domain/applicant-form-fields.ts, ApplicationContextInput from the machine's context keys.
    const contract = readFileSync(contractUrl, 'utf8');
    expect(contract).toBe(withGeneratedSchemas(contract));
  });

  it('start with the do-not-edit line', async () => {
    const fresh = await generateApiFiles();
    for (const text of [fresh.schema, fresh.operations, fresh.contractInputs]) expect(text.split('\n')[0]).toMatch(/^\/\/ Generated .* Do not edit\.$/);
  });

  it('list every operation of the contract once', async () => {
    const mod = (await import('../../src/api/operations.gen.ts')) as { operations: readonly { method: string; path: string; public: boolean }[] };
    expect(mod.operations.map((o) => key(o.method, o.path)).sort()).toEqual([...byKey.keys()].sort());
  });
});

describe('contract structure', () => {
  it('is OpenAPI 3.1 with the two security schemes', () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    const schemes = (doc.components.securitySchemes ?? {}) as Record<string, Json>;
    expect(schemes.basicAuth).toMatchObject({ type: 'http', scheme: 'basic' });
    expect(schemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('gives every operation a unique camelCase operationId, one known tag and a summary', () => {
    const ids = operations.map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { method, path, op } of operations) {
      const where = key(method, path);
      expect(op.operationId, where).toMatch(/^[a-z][a-zA-Z0-9]*$/);
      expect(op.tags, where).toHaveLength(1);
      expect(TAGS, where).toContain(op.tags![0]);
      expect(op.summary, where).toMatch(/\S/);
    }
  });

  it('gives every operation basicAuth or bearerAuth; only the signed gateway callbacks take none', () => {
    for (const { method, path, op } of operations) {
      const where = key(method, path);
      expect(op.security, where).toBeDefined();
      if (op.security!.length === 0) {
        // A payment's notify, and WeChat Pay's refund notify (Alipay has none: its refunds are queried).
        expect(path, where).toMatch(/^\/api-pay\/\w+\/(refund-)?notify$/);
        continue;
      }
      if (path.startsWith('/api-integration/')) {
        expect(op.security, where).toEqual([{ integrationAuth: [] }]);
        continue;
      }
      if (path.startsWith('/api-staff/') && !STAFF_DOORS.includes(op.operationId!)) {
        // The roles that may call it (decision 099); an empty list is any signed-in staff member.
        expect(op.security, where).toHaveLength(1);
        expect(Object.keys(op.security![0]!), where).toEqual(['staffAuth']);
        for (const role of (op.security![0] as { staffAuth: string[] }).staffAuth) expect(STAFF_ROLES, where).toContain(role);
        continue;
      }
      expect([[{ basicAuth: [] }], [{ bearerAuth: [] }]], where).toContainEqual(op.security);
    }
  });

  it('answers the envelope { code, msg, data } with 200 on every operation but the Alipay notify', () => {
    for (const { method, path, op } of operations) {
      // Alipay stops re-sending a notify only on the plain body `success`, so that answer cannot be the envelope.
      if (op.operationId === 'alipayNotify') {
        expect(op.responses?.['200']?.content, key(method, path)).toEqual({ 'text/plain': { schema: { type: 'string', const: 'success' } } });
        continue;
      }
      const file = FILE_ANSWERS[op.operationId!];
      if (file) {
        expect(Object.keys(op.responses?.['200']?.content as Json), key(method, path)).toEqual([file]);
        continue;
      }
      const schema = (op.responses?.['200']?.content as Record<string, { schema?: Json }> | undefined)?.['application/json']?.schema;
      expect(isEnvelope(schema), key(method, path)).toBe(true);
    }
  });

  it('declares every path parameter, and only those', () => {
    for (const { method, path, op, shared } of operations) {
      const inPath = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      // A path item's own parameters apply to each of its operations (OpenAPI 3.1, Path Item Object).
      const declared = [...shared, ...(op.parameters ?? [])].filter((p) => p.in === 'path');
      expect(declared.map((p) => p.name).sort(), key(method, path)).toEqual(inPath);
      for (const p of declared) expect(p.required, `${key(method, path)} ${String(p.name)}`).toBe(true);
    }
  });

  it('uses JSON Schema 2020-12, never the OpenAPI 3.0 `nullable`', () => {
    expect(findKey(doc, 'nullable')).toEqual([]);
  });

  it('compiles every schema with ajv 2020 in strict mode, all $refs resolving', () => {
    const ajv = new Ajv2020({ strict: true, allErrors: true });
    addFormats.default(ajv);
    const toAjv = (s: unknown) => JSON.parse(JSON.stringify(s).replaceAll('"#/components/schemas/', '"portal#/$defs/'));
    ajv.addSchema({ $id: 'portal', $defs: toAjv(doc.components.schemas) });
    for (const name of Object.keys(doc.components.schemas as Json)) expect(() => ajv.getSchema(`portal#/$defs/${name}`), name).not.toThrow();
    for (const { method, path, op } of operations) {
      // Every answer's schema, whatever its media type (the Alipay notify answers text/plain).
      for (const answer of Object.values(op.responses as Record<string, { content: Record<string, { schema: Json }> }>)) {
        for (const { schema } of Object.values(answer.content)) expect(() => ajv.compile(toAjv(schema)), key(method, path)).not.toThrow();
      }
    }
  });

  it('validates a success envelope and rejects a malformed one', () => {
    const ajv = new Ajv2020({ strict: true });
    addFormats.default(ajv);
    const toAjv = (s: unknown) => JSON.parse(JSON.stringify(s).replaceAll('"#/components/schemas/', '"portal#/$defs/'));
    ajv.addSchema({ $id: 'portal', $defs: toAjv(doc.components.schemas) });
    const op = byKey.get('GET /api-content/config/find/{configKey}')!.op;
    const validate = ajv.compile(toAjv((op.responses!['200']!.content as Record<string, { schema: Json }>)['application/json']!.schema));
    expect(validate({ code: 0, msg: 'ok', data: { key: 'footer.hotline', value: '400-000-0000' } })).toBe(true);
    expect(validate({ code: 0, msg: 'ok', data: { key: 'footer.unknown', value: 'x' } })).toBe(false);
    expect(validate({ code: 0, data: null })).toBe(false);
  });
});

describe('contract against spec §7', () => {
  it.each(specCalls)('names %s', (call) => {
    expect(byKey.has(call)).toBe(true);
  });

  it.each(specQueryParams)('%s takes the query parameter %s', (call, name) => {
    const params = byKey.get(call)?.op.parameters ?? [];
    expect(params.some((p) => p.in === 'query' && p.name === name)).toBe(true);
  });

  it('makes anon, common and api-uaa pre-login calls public, and user calls bearer', () => {
    const publicCalls = operations.filter(({ path }) => /\/anon\/|\/common(\/list)?$/.test(path));
    expect(publicCalls.length).toBeGreaterThan(10);
    for (const { method, path, op } of publicCalls) expect(op.security, key(method, path)).toEqual([{ basicAuth: [] }]);
    for (const call of ['GET /api-visa/home', 'GET /api-visa/center/all', 'GET /api-visa/embassy/all', 'GET /api-visa/announcement/list',
      'GET /api-content/article/list', 'POST /api-uaa/signup/user', 'PUT /api-uaa/password/reset', 'GET /api-uaa/validata/emailcode',
      'POST /api/account/ta/login', 'GET /api/account/status', 'POST /api/visa/apply/query', 'GET /api/visa/apply/query']) {
      expect(byKey.get(call)?.op.security, call).toEqual([{ basicAuth: [] }]);
    }
    for (const call of ['GET /api-user/users/current', 'GET /api-order/order/list', 'POST /api/visa/order', 'GET /api-msg/message/list',
      'PUT /api-uaa/mobile/modify', 'GET /api-apply/unprocessed/list']) {
      expect(byKey.get(call)?.op.security, call).toEqual([{ bearerAuth: [] }]);
    }
  });

  it('pages lists that can grow with page and size', () => {
    for (const call of ['GET /api-msg/message/list', 'GET /api-visa/announcement/list', 'GET /api-apply/unprocessed/list', 'GET /api-order/order/list',
      'GET /api-content/article/list', 'POST /api-order/invoice/record/users']) {
      const names = (byKey.get(call)?.op.parameters ?? []).map((p) => (p.$ref as string | undefined)?.split('/').pop() ?? p.name);
      expect(names, call).toEqual(expect.arrayContaining(['Page', 'Size']));
    }
  });
});
