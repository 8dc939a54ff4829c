import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

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
