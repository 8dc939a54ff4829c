import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { filesUnder } from '../support/source-files.ts';

// The one-way imports of decision 052, as the project's own eslint.config.js enforces them: each rule fires on an
// import that breaks it and stays silent on the allowed import beside it. The files need not exist: lintText lints
// the given source as if it lived at that path, so the config's per-folder blocks apply.
const eslint = new ESLint({ cwd: process.cwd() });

async function restrictedImports(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  return result!.messages.filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
}

const cases: { rule: string; file: string; violating: string; allowed: string }[] = [
  { rule: 'ui ↛ app', file: 'src/ui/form/rule-probe.ts', violating: "import { x } from '../../app/session-gate';", allowed: "import { x } from '../../lib/api';" },
  { rule: 'ui ↛ features', file: 'src/ui/rule-probe.tsx', violating: "import { x } from '../features/account/strings';", allowed: "import { x } from './layout';" },
  { rule: 'features ↛ app', file: 'src/features/orders/rule-probe.ts', violating: "import { x } from '../../app/route-table';", allowed: "import { x } from '../../lib/route-paths';" },
  { rule: 'features ↛ app (deeper)', file: 'src/features/apply/flow/rule-probe.ts', violating: "import type { X } from '../../../app/root-layout';", allowed: "import type { X } from '../../../ui/layout';" },
  { rule: 'lib ↛ features', file: 'src/lib/rule-probe.ts', violating: "import { x } from '../features/apply/flow/draft-api';", allowed: "import { x } from '../domain/route-names';" },
  { rule: 'lib ↛ app', file: 'src/lib/i18n/rule-probe.ts', violating: "export { x } from '../../app/query';", allowed: "export { x } from '../language';" },
  { rule: 'lib ↛ ui', file: 'src/lib/rule-probe.ts', violating: "import { x } from '../ui/form/kept-typing';", allowed: "import { x } from '../api/client';" },
];

describe('folder import rules', () => {
  it.each(cases)('$rule: fires on $violating', async ({ file, violating }) => {
    const messages = await restrictedImports(file, `${violating}\nexport const probe = 1;\n`);
    expect(messages).toHaveLength(1);
  });

  it.each(cases)('$rule: silent on $allowed', async ({ file, allowed }) => {
    expect(await restrictedImports(file, `${allowed}\nexport const probe = 1;\n`)).toEqual([]);
  });

  it('leaves src/app free to compose the folders below it', async () => {
    const source = "import { a } from '../features/home/home-page';\nimport { b } from '../ui/layout';\nimport { c } from '../lib/api';\nexport const probe = [a, b, c];\n";
    expect(await restrictedImports('src/app/rule-probe.tsx', source)).toEqual([]);
  });
});

// Issue 35 item 4 (decisions 110, 117): a file that speaks a third party's protocol (its SDK, its host, its signature
// scheme) is a provider adapter and lives under src/server/providers/<name>/, beside its interface, sandbox and config,
// so a newcomer finds every outside service in one folder and every call to one behind the one call policy.
const adapterMarkers: { what: string; pattern: RegExp }[] = [
  { what: "a provider's SDK", pattern: /\bfrom\s+['"](?:alipay-sdk|tesseract\.js|nodemailer|@alicloud\/[^'"]+|@aws-sdk\/[^'"]+)['"]/ },
  { what: "a provider's host", pattern: /['"`]https?:\/\/(?:api\.mch\.weixin\.qq\.com|openapi\.alipay\.com|[\w.-]*kuaidi100\.com|[\w.-]*aliyuncs\.com)/ },
  { what: "WeChat Pay's signature scheme", pattern: /['"`]WECHATPAY2-SHA256-RSA2048/ },
];

/** Adapters not yet in their provider's folder, each with the reason. */
const adaptersElsewhere: Record<string, string> = {
  'src/server/files/s3-file-store.ts': 'file storage: not among the six providers issue 35 item 4 names; it moves with its own config in a step of its own',
};

const serverFiles = (dir: string): string[] => filesUnder(dir);

const adapterFiles = () =>
  serverFiles(join(process.cwd(), 'src/server'))
    .map((path) => relative(process.cwd(), path).split('\\').join('/'))
    .flatMap((path) => {
      const text = readFileSync(path, 'utf8');
      return adapterMarkers.filter(({ pattern }) => pattern.test(text)).map(({ what }) => ({ path, what }));
    });

describe('provider adapters', () => {
  it('live under src/server/providers/', () => {
    const outside = adapterFiles().filter(({ path }) => !path.startsWith('src/server/providers/') && !(path in adaptersElsewhere));
    expect(outside.map(({ path, what }) => `${path}: ${what}`)).toEqual([]);
  });

  it('are found by the markers: each live adapter the portal has', () => {
    const found = new Set(adapterFiles().map(({ path }) => path));
    for (const adapter of [
      'src/server/providers/payments/live/alipay-live.ts',
      'src/server/providers/payments/live/wechat-pay-v3.ts',
      'src/server/providers/recognition/tesseract-engine.ts',
      'src/server/providers/mail/smtp.ts',
      'src/server/providers/sms/aliyun.ts',
      'src/server/providers/courier/config.ts',
      ...Object.keys(adaptersElsewhere),
    ]) expect(found, adapter).toContain(adapter);
  });

  it('a marker fires on an adapter written in another folder', () => {
    const probe = "import { AlipaySdk } from 'alipay-sdk';\nconst host = 'https://api.mch.weixin.qq.com';\n";
    expect(adapterMarkers.filter(({ pattern }) => pattern.test(probe)).map(({ what }) => what)).toEqual([
      "a provider's SDK", "a provider's host",
    ]);
    expect(adapterMarkers.some(({ pattern }) => pattern.test("const qr = `https://weixin.qq.com/r/sample`;"))).toBe(false);
  });
});
