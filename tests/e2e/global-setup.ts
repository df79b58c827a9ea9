import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { assertChromiumInstalled } from '../helpers/chromium';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** The browser journeys run against a production build of the current sources. */
export default function buildClientForBrowserTests(): void {
  assertChromiumInstalled();
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], {
    cwd: repoRoot,
    // Vitest sets NODE_ENV=test, which would give a development React build with no service worker.
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: 'inherit',
  });
}
