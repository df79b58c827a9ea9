// The browser journeys need Chromium; a fresh machine has none. As root on Debian (this project's CI and
// development machines) the test run installs Debian's package itself, once; anywhere else it stops with
// one line saying how to get it. It never skips the journeys: a missing browser fails the run.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath } from './chromium';

const howToGet = `Chromium not found at ${chromiumPath}: install it (Debian/Ubuntu: sudo apt-get install -y chromium) or set CHROME_PATH to a Chromium or Chrome binary.`;

function canInstallDebianPackage(): boolean {
  return (
    process.env.CHROME_PATH === undefined &&
    process.getuid?.() === 0 &&
    existsSync('/etc/debian_version') &&
    existsSync('/usr/bin/apt-get')
  );
}

export function ensureChromium(): void {
  if (existsSync(chromiumPath)) return;
  if (!canInstallDebianPackage()) throw new Error(howToGet);
  console.log(
    "Chromium not found: installing Debian's package for the browser journeys (apt-get install chromium)",
  );
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  try {
    execFileSync('apt-get', ['update', '-qq'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  } catch (error) {
    throw new Error(`${howToGet} (apt-get install chromium failed: ${(error as Error).message})`);
  }
  if (!existsSync(chromiumPath)) throw new Error(howToGet);
}
