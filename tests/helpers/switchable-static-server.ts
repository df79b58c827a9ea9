import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.json': 'application/json',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain',
};

export interface SwitchableStaticServer {
  url: string;
  /** From now on, serve this built client folder (a deploy of another version at the same origin). */
  serve: (folder: string) => void;
  /**
   * Holds every request whose path matches until released (a file stuck on a slow line): `seen` resolves
   * when the first such request arrives.
   */
  hold: (path: RegExp) => { seen: Promise<void>; release: () => void };
  close: () => Promise<void>;
}

/**
 * A stand-in for the static host that can switch the build it serves, so a test can "deploy" a second
 * version of the app under an open page. Unknown paths get index.html, as the real host's SPA fallback;
 * nothing is cached by HTTP, so the browser's update check always sees the current sw.js.
 */
export async function startSwitchableStaticServer(folder: string): Promise<SwitchableStaticServer> {
  let root = folder;
  const holds: { path: RegExp; arrived: () => void; released: Promise<void> }[] = [];
  const server = createServer(async (request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const held = holds.find((hold) => hold.path.test(path));
    if (held) {
      held.arrived();
      await held.released;
    }
    let file = join(root, path);
    const found = await stat(file).catch(() => null);
    if (!found?.isFile()) file = join(root, 'index.html');
    response.writeHead(200, {
      'content-type': contentTypes[extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-cache',
    });
    response.end(await readFile(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    serve: (next) => {
      root = next;
    },
    hold: (path) => {
      let arrived = () => {};
      let release = () => {};
      const seen = new Promise<void>((resolve) => (arrived = resolve));
      const released = new Promise<void>((resolve) => (release = resolve));
      holds.push({ path, arrived, released });
      return { seen, release };
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
