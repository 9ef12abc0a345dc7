// The site's Content-Security-Policy forbids eval. Zod 4 otherwise probes `new Function` (which
// the browser reports as a policy violation) and compiles object parsers with it. Zod reads its
// global configuration from this property when it loads (it is how copies of zod share it), so
// setting it here, first in main.tsx, keeps zod out of the entry chunk.
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };

export {};
