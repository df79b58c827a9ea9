// The production server as an operator runs it (NODE_ENV=production, the built client), in a fresh data
// folder, for the throughput bench. Run as `node --import tsx` rather than through tsx's CLI so that the
// process under load is the server itself and `--cpu-prof` (PROFILE_DIR) profiles it, not a wrapper.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

export interface ProductionServer {
  url: string;
  /** Everything the server wrote on stderr: the console SMS driver prints sign-in codes there. */
  stderr(): string;
  stop(): Promise<void>;
}

export interface ServerOptions {
  databaseUrl?: string;
  /** Where to write a .cpuprofile of the whole run; unset: no profile. */
  profileDir?: string;
}

function waitForReadyLine(child: ChildProcess, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(
      () => reject(new Error(`no ready line in ${timeoutMs} ms:\n${seen}`)),
      timeoutMs,
    );
    const onData = (chunk: Buffer) => {
      // Only the start is kept: at thousands of requests a second the access log would fill our memory
      // (and our CPU, which the load generator needs). The server still writes every line, as in production.
      if (seen.length < 100_000) seen += chunk.toString();
      const match = /ready at (http:\/\/\S+)/.exec(seen);
      if (!match?.[1]) return;
      clearTimeout(timer);
      resolve(match[1].replace('localhost', '127.0.0.1'));
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited (${code}) before ready:\n${seen}`)));
  });
}

export async function startProductionServer(options: ServerOptions): Promise<ProductionServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'kinga-bench-throughput-'));
  const profiling = options.profileDir ? ['--cpu-prof', `--cpu-prof-dir=${options.profileDir}`] : [];
  const child = spawn(process.execPath, [...profiling, '--import', 'tsx', 'src/server/main.ts'], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      // A secret of its own each run; production refuses to start without one.
      OTP_SECRET: randomBytes(32).toString('hex'),
      // The local M-Pesa simulator and console SMS: a staging server's opt-in.
      ALLOW_SIMULATED_INTEGRATIONS: 'true',
      // The payer answers at once, so a bought cover's callback lands inside its own measurement.
      MPESA_SIMULATOR_DELAY_MS: '100',
      // Many visitors, each behind its own address, arrive through a proxy on loopback.
      TRUST_PROXY: '127.0.0.1',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      CLIENT_BUILD: 'auto',
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    // SIGINT lets the server close cleanly, which is also when Node writes the .cpuprofile.
    if (child.exitCode === null) child.kill('SIGINT');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const url = await waitForReadyLine(child, 180_000);
    return { url, stderr: () => stderr, stop };
  } catch (error) {
    child.kill('SIGKILL');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}
