import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { lazyZodResolver } from '../../src/ui/form/lazy-resolver';

const options = { fields: {}, shouldUseNativeValidation: false } as never;
const schema = z.object({ mobile: z.string().regex(/^1\d{10}$/, 'mobileInvalid') });

describe('form rules loaded when first needed', () => {
  it('a failed load answers with a message for the whole form, and the next check loads again', async () => {
    let tries = 0;
    const resolver = lazyZodResolver<{ mobile: string }>(async () => {
      tries += 1;
      if (tries === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return schema;
    });

    const offline = await resolver({ mobile: '13800138000' }, undefined, options);
    expect(offline.values).toEqual({});
    expect(offline.errors).toEqual({ root: { server: { type: 'rulesUnavailable', message: '网络错误，请稍后重试' } } });

    const online = await resolver({ mobile: '12' }, undefined, options);
    expect(tries).toBe(2);
    expect(online.errors).toMatchObject({ mobile: { message: 'mobileInvalid' } });
    expect((await resolver({ mobile: '13800138000' }, undefined, options)).values).toEqual({ mobile: '13800138000' });
    expect(tries).toBe(2);
  });
});
