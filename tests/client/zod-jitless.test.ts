import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

// src/app/zod-jitless.ts sets zod's configuration through the global zod reads when it first loads; an upgrade that
// stops reading it would bring the browser's CSP violations back (eval refused on every page with a form).
describe('zod jitless in the browser', () => {
  const zodSees = (prelude: string) => execFileSync(process.execPath, ['--input-type=module', '-e', `${prelude}
    const { z } = await import('zod');
    const calls = [];
    const RealFunction = globalThis.Function;
    globalThis.Function = new Proxy(RealFunction, { construct(target, args) { calls.push(args); return Reflect.construct(target, args); } });
    z.object({ a: z.string() }).parse({ a: 'x' });
    z.object({ b: z.number() }).parse({ b: 1 });
    console.log(JSON.stringify({ jitless: z.config().jitless === true, compiled: calls.length }));`]).toString().trim();

  it('reads the global set before it loads, and compiles nothing', () => {
    expect(JSON.parse(zodSees(`globalThis.__zod_globalConfig = { jitless: true };`))).toEqual({ jitless: true, compiled: 0 });
  });

  it('compiles parsers without it (so the check above can fail)', () => {
    expect(JSON.parse(zodSees('')).compiled).toBeGreaterThan(0);
  });
});
