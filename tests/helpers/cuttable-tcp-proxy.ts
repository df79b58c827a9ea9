// A TCP proxy on loopback that a test can cut, to take a server's database away without touching the
// PostgreSQL other tests share. Cut 'refuse': every open connection is reset and each new one is reset
// at once (the database host up, PostgreSQL down). Cut 'silent': open connections are reset and new ones
// are accepted and never answered (a host gone: no packet says no). Cut 'stall': nothing is reset, open
// connections just stop carrying anything and new ones are never answered (a partition, as the pool's
// idle connections see it). Restore resets what the cut left and forwards again.
import { connect, createServer, type Server, type Socket } from 'node:net';

export type CutMode = 'refuse' | 'silent' | 'stall';

export interface CuttableProxy {
  port: number;
  cut(mode: CutMode): void;
  restore(): void;
  close(): Promise<void>;
}

export async function startCuttableProxy(target: { host: string; port: number }): Promise<CuttableProxy> {
  let cutMode: CutMode | null = null;
  const open = new Set<Socket>();
  const track = (socket: Socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    // A reset is the point of a cut; an unhandled 'error' would crash the test instead.
    socket.on('error', () => {});
  };
  const server: Server = createServer((client) => {
    track(client);
    if (cutMode === 'refuse') {
      client.resetAndDestroy();
      return;
    }
    if (cutMode !== null) return;
    const upstream = connect(target.port, target.host);
    track(upstream);
    // Bytes sent during a stall are dropped, as a partition drops them; restore resets these sockets.
    client.on('data', (chunk: Buffer) => cutMode === null && upstream.write(chunk));
    upstream.on('data', (chunk: Buffer) => cutMode === null && client.write(chunk));
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const resetAll = () => {
    for (const socket of open) socket.resetAndDestroy();
  };
  return {
    port,
    cut(mode) {
      cutMode = mode;
      if (mode !== 'stall') resetAll();
    },
    restore() {
      cutMode = null;
      // Connections held during a cut are dropped, as a partition's would time out.
      resetAll();
    },
    close: () =>
      new Promise<void>((resolve) => {
        resetAll();
        server.close(() => resolve());
      }),
  };
}

/** `url` with its host and port replaced by the proxy's. */
export function throughProxy(url: string, proxy: CuttableProxy): string {
  const proxied = new URL(url);
  proxied.hostname = '127.0.0.1';
  proxied.port = String(proxy.port);
  return proxied.toString();
}
