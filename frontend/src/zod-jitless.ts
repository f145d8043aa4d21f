// Imported first by main.tsx, before any screen loads zod. zod compiles its object parsers with `new Function` when
// it may, and finds out by trying once: the app's Content Security Policy allows no eval, so that caught try still
// shows as a CSP violation in the browser's Issues panel (and Lighthouse's). In jitless mode it never tries. zod
// reads this global when it loads (zod/v4/core/core.js), so setting it here needs no import of zod itself (which
// the first page does not load).
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
scope.__zod_globalConfig = Object.assign(scope.__zod_globalConfig ?? {}, { jitless: true });
