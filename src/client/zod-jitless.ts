// What `import … from 'zod'` means in the client build (vite.config.ts aliases it here). Zod compiles fast
// object parsers with `new Function` after probing whether eval is allowed; under our CSP (script-src 'self')
// the probe is refused, and even though zod catches that and falls back, the browser reports a Content
// Security Policy violation on every page that builds a schema. jitless skips the probe and the compiler.
// It must be set before any schema is built, hence the alias rather than a call in a client module.
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
export { z as default } from 'zod/v4';
