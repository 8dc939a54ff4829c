import type { Hono } from 'hono';
import { z } from 'zod';
import type { MovableClock } from '../accounts/clock.ts';
import type { AppEnv } from '../http/env.ts';
import { pick, type Localized } from '../http/language.ts';

/** Up to a day at a time: enough for any cooldown or expiry a journey needs to pass, and no typo of years. */
const MAX_SECONDS = 86_400;
const moveBody = z.object({ seconds: z.number().int().positive().max(MAX_SECONDS) });
const secondsInvalid: Localized = {
  zh: `seconds 须为 1 至 ${MAX_SECONDS} 之间的整数`,
  en: `seconds must be a whole number from 1 to ${MAX_SECONDS}`,
  ko: `seconds는 1부터 ${MAX_SECONDS}까지의 정수여야 합니다`,
};

/**
 * The sandbox's server clock, read and moved forward (decision 048): tokens, codes, captchas, lockouts, rate limits,
 * payments and notifications all read this one clock. Mounted only in sandbox mode, like the rest of /dev.
 */
export function mountDevClock(app: Hono<AppEnv>, clock: MovableClock) {
  app.get('/dev/clock', (c) => c.json({ now: clock.now().toISOString() }));
  app.post('/dev/clock', async (c) => {
    const parsed = moveBody.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return c.json({ error: pick(secondsInvalid, c.get('language')) }, 400);
    return c.json({ now: clock.advance(parsed.data.seconds).toISOString() });
  });
}
