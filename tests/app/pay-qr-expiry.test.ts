import { readFileSync } from 'node:fs';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { formatClockTime } from '../../src/ui/format-date';

const bundle = (language: string) => JSON.parse(readFileSync(`src/features/apply/payment/i18n/${language}.json`, 'utf8')) as object;

// Issue 12 item 12a: "二维码将在 14:57 后失效" read like a clock time; the screen now names the clock time itself.
describe('the payment QR code says until when it is valid', () => {
  it('as HH:mm in Beijing, whatever the machine clock zone', () => {
    expect(formatClockTime('2026-11-25T06:57:30Z')).toBe('14:57');
    expect(formatClockTime('2026-11-25T16:05:00Z')).toBe('00:05');
    expect(formatClockTime('not a date')).toBe('');
  });

  it.each([
    ['zh', '二维码有效期至 14:57（北京时间）'],
    ['en', 'valid until 14:57 (Beijing time)'],
    ['ko', '14:57(베이징 시간)까지 유효합니다'],
  ])('in %s', async (language, expected) => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: language, resources: { [language]: { translation: { applyPay: bundle(language) } } } });
    const text = i18n.t('applyPay.qr.validUntil', { time: formatClockTime('2026-11-25T06:57:00Z') });
    expect(text).toContain(expected);
    expect(text).not.toMatch(/后失效|expires in|후에 만료/);
  });
});
