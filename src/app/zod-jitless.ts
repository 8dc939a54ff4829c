// zod's object schemas try `new Function` to compile faster parsers; under the portal's CSP (no 'unsafe-eval') the
// browser refuses that and reports a CSP violation on every page with a form. zod reads its global configuration
// from globalThis.__zod_globalConfig when it first loads (zod/v4/core/core.js), so setting it here, before any chunk
// loads zod, makes it jitless without putting zod in the entry. tests/client/zod-jitless.test.ts checks zod still
// reads it there. The server keeps the compiled parsers.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };
