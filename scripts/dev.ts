// `npm run dev`: the API (restarted on every server change by tsx watch) and the Vite dev server (hot
// module reload for the client), side by side. Vite proxies /api to the API's port (vite.config.ts).
import { type ChildProcess, spawn } from 'node:child_process';

const apiPort = process.env.DEV_API_PORT ?? '8787';
const children: ChildProcess[] = [];

function run(label: string, args: string[], env: Record<string, string> = {}): void {
  const child = spawn(process.execPath, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code) => {
    console.error(`[dev] ${label} exited with ${code}; stopping.`);
    stopAll(code ?? 1);
  });
  children.push(child);
}

function stopAll(code: number): void {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exit(code);
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

run('api', ['node_modules/tsx/dist/cli.mjs', 'watch', '--clear-screen=false', 'src/server/main.ts'], {
  PORT: apiPort,
  CLIENT_BUILD: 'skip',
});
run('vite', ['node_modules/vite/bin/vite.js'], { DEV_API_PORT: apiPort });
