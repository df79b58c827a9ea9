// A bare DevTools-protocol connection to the whole browser, with flattened sessions. Playwright's CDP
// sessions reach a page only, never the service worker; the journeys need the worker's own session to
// throttle its traffic and to count what it downloads.
import { WebSocket } from 'undici';

export interface CdpEvent {
  method: string;
  params: Record<string, unknown>;
  sessionId?: string;
}

export interface CdpConnection {
  send: (method: string, params?: Record<string, unknown>, sessionId?: string) => Promise<unknown>;
  onEvent: (listener: (event: CdpEvent) => void) => void;
  close: () => void;
}

export async function connectToBrowser(port: number): Promise<CdpConnection> {
  const version = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as {
    webSocketDebuggerUrl: string;
  };
  const socket = new WebSocket(version.webSocketDebuggerUrl);
  await new Promise<void>((resolve, reject) => {
    socket.addEventListener('open', () => resolve(), { once: true });
    socket.addEventListener('error', () => reject(new Error('no DevTools connection')), { once: true });
  });
  let nextId = 1;
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  const listeners: ((event: CdpEvent) => void)[] = [];
  socket.addEventListener('message', (message) => {
    const data = JSON.parse(String(message.data)) as {
      id?: number;
      result?: unknown;
      error?: { message: string };
    } & Partial<CdpEvent>;
    if (data.id !== undefined) {
      const call = pending.get(data.id);
      pending.delete(data.id);
      if (data.error) call?.reject(new Error(data.error.message));
      else call?.resolve(data.result);
    } else if (data.method) {
      const event: CdpEvent = { method: data.method, params: data.params ?? {}, sessionId: data.sessionId };
      for (const listener of listeners) listener(event);
    }
  });
  return {
    send: (method, params = {}, sessionId) =>
      new Promise((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { resolve, reject });
        socket.send(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }));
      }),
    onEvent: (listener) => listeners.push(listener),
    close: () => socket.close(),
  };
}
