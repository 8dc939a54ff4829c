import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { creditCodeCheckCharacter, isCreditCode } from '../../src/domain/credit-code.ts';
import { findInvoiceMessage, invoiceTitleSchema } from '../../src/domain/invoice-rules.ts';

// Issue 38 item 11: the invoice title took `911100001000000000` (a wrong check character) and refused `010-12345678`.

const CODE_CHARACTERS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const company = { type: 'company', title: '北京示例科技有限公司', phone: '01065001234', email: 'finance@example.com' };
const issueKeys = (input: Record<string, unknown>) => {
  const result = invoiceTitleSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};
const validCodes = fc.array(fc.constantFrom(...CODE_CHARACTERS), { minLength: 17, maxLength: 17 })
  .map((characters) => characters.join('')).map((first17) => `${first17}${creditCodeCheckCharacter(first17)}`);

describe('unified social credit code (GB 32100)', () => {
  it('accepts real codes and refuses the one from the issue', () => {
    expect(isCreditCode('91350100M000100Y43')).toBe(true);
    expect(isCreditCode('91310000MA1FL4B24G')).toBe(true);
    expect(isCreditCode('911100001000000000')).toBe(false);
    expect(isCreditCode('91350100M000100Y4I')).toBe(false);
  });

  it('catches any single character typed wrong', () => {
    fc.assert(fc.property(validCodes, fc.integer({ min: 0, max: 17 }), fc.integer({ min: 1, max: 30 }), (code, at, shift) => {
      expect(isCreditCode(code)).toBe(true);
      const wrong = CODE_CHARACTERS[(CODE_CHARACTERS.indexOf(code[at]!) + shift) % 31]!;
      expect(isCreditCode(`${code.slice(0, at)}${wrong}${code.slice(at + 1)}`)).toBe(false);
    }));
  });

  it('refuses a wrong check character in the title form, in zh, en and ko; keeps the older 15 and 20 character numbers', () => {
    expect(issueKeys({ ...company, taxNo: '911100001000000000' })).toEqual({ taxNo: 'taxNoCheck' });
    expect(['zh', 'en', 'ko'].map((language) => findInvoiceMessage('taxNoCheck', language as 'zh')))
      .toEqual([expect.stringContaining('统一社会信用代码'), expect.stringContaining('unified social credit code'), expect.stringContaining('통일사회신용코드')]);
    expect(issueKeys({ ...company, taxNo: '91350100m000100y43' })).toEqual({});
    expect(issueKeys({ ...company, taxNo: '110105123456789' })).toEqual({});
    expect(issueKeys({ ...company, taxNo: '11010512345678901234' })).toEqual({});
  });
});

describe('invoice title phone', () => {
  it('accepts the usual separators and gives the digits only', () => {
    for (const written of ['010-12345678', '(010) 1234 5678', '（010）12345678', ' 010 1234 5678 ', '010.1234.5678']) {
      expect(invoiceTitleSchema.parse({ ...company, taxNo: '91350100M000100Y43', phone: written }).phone).toBe('01012345678');
    }
  });

  it('still refuses letters and too few digits, saying separators are fine', () => {
    expect(issueKeys({ ...company, taxNo: '91350100M000100Y43', phone: '010-ABC' })).toEqual({ phone: 'invoicePhoneInvalid' });
    expect(issueKeys({ ...company, taxNo: '91350100M000100Y43', phone: '1-2-3' })).toEqual({ phone: 'invoicePhoneInvalid' });
    expect(findInvoiceMessage('invoicePhoneInvalid', 'en')).toMatch(/hyphens/);
  });
});
