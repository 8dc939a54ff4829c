import { describe, expect, it } from 'vitest';
import { savedAddressSchema } from '../../src/domain/address-rules';
import { REGION_CODE_PATTERN } from '../../src/domain/form-fields';

const address = (districtCode: string) => ({
  contact: '张三', phone: '13800138000', provinceCode: '110000', cityCode: '110100', districtCode, detail: '朝阳路1号',
});

describe('a saved address', () => {
  it.each(['110105', '11010', '1101050', '11010a', ''])('takes the region code %j exactly when the region rule does', (code) => {
    const result = savedAddressSchema.safeParse(address(code));
    expect(result.success).toBe(REGION_CODE_PATTERN.test(code));
    if (!result.success) expect(result.error.issues.map((issue) => issue.message)).toEqual(['addressRegion']);
  });
});
