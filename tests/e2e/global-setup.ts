import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from '../helpers/chromium-install';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** The browser journeys run in Debian's Chromium (installed here if missing) against a production build. */
export default function buildClientForBrowserTests(): void {
  ensureChromium();
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], {
    cwd: repoRoot,
    // Vitest sets NODE_ENV=test, which would give a development React build with no service worker.
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: 'inherit',
  });
}
