// Runs `npm start`'s command (node --import tsx src/server/main.ts) as a child process, the way an operator
// would: node itself runs the server, with tsx as its loader. Under tsx's own CLI a parent process relays
// SIGTERM and, when the busy server had not acknowledged it within about 60 ms, killed it outright (exit
// 143, open requests cut, PGlite not flushed): a loaded CI machine saw that.
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  stdout(): string;
  stderr(): string;
  /** Resolves with the exit code (or the signal's name when it was killed). */
  exited: Promise<number | string>;
}

export function runServer(env: Record<string, string>): ServerProcess {
  return runScript('src/server/main.ts', env);
}

/** Any of the repository's entry points (`src/server/cli/simulator-command.ts`…), run the same way. */
export function runScript(script: string, env: Record<string, string>, args: string[] = []): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: repoRoot,
    // Only what the test sets, plus PATH: a developer's own PORT or DATABASE_URL must not leak in.
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    err += chunk.toString();
  });
  const exited = new Promise<number | string>((resolve) => {
    child.on('exit', (code, signal) => resolve(code ?? signal ?? 'unknown'));
  });
  return { child, stdout: () => out, stderr: () => err, exited };
}

/** The URL from the ready line, the same way the e2e suite reads it. */
export async function waitUntilReady(server: ServerProcess, timeoutMs = 30_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const match = /ready at (http:\/\/\S+)/.exec(server.stdout());
    if (match?.[1]) return match[1];
    if (server.child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  server.child.kill('SIGKILL');
  throw new Error(`server did not become ready:\n${server.stdout()}\n${server.stderr()}`);
}
