// jsdom for the client tests, with modules transformed the way Node runs them ("ssr"). The API-backed
// client tests start the real Fastify app in the same process, and server modules locate their files
// (migrations) from import.meta.url, which only the Node transform keeps as a file: URL.
import { builtinEnvironments, type Environment } from 'vitest/environments';

export default {
  ...builtinEnvironments.jsdom,
  name: 'jsdom-with-server',
  viteEnvironment: 'ssr',
} satisfies Environment;
