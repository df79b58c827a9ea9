// SIGKILL for a process started through tsx: tsx's CLI runs the script in a child node process, so killing
// the CLI alone would leave the real server running, orphaned. This kills the children first (read from
// Linux's /proc, as CI runs), then the process itself, and waits until the whole tree is gone.
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';

function childrenOf(pid: number): number[] {
  try {
    const listed = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
    return listed ? listed.split(/\s+/).map(Number) : [];
  } catch {
    return [];
  }
}

function descendantsOf(pid: number): number[] {
  return childrenOf(pid).flatMap((child) => [...descendantsOf(child), child]);
}

/** Running, as opposed to gone or a zombie waiting for a parent (a container's init may never reap it). */
const isAlive = (pid: number) => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return !/^\d+ \(.*\) [ZX]/s.test(stat);
  } catch {
    return false;
  }
};

/** Kills `child` and every process under it at once, with no chance to clean up, as a crash would. */
export async function killProcessTree(child: ChildProcess): Promise<void> {
  const { pid } = child;
  if (pid === undefined) return;
  const tree = [...descendantsOf(pid), pid];
  for (const member of tree) {
    try {
      process.kill(member, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
  const deadline = Date.now() + 10_000;
  while (tree.some(isAlive) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
