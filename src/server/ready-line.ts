// The one line `npm start` prints once it listens (people and the e2e helpers read the URL after "ready at").
// It names the address really bound, and warns when that is every interface: the development defaults
// (M-Pesa simulator, sign-in codes on the console) are then open to anyone on the same network.
import type { AddressInfo } from 'node:net';

const everyInterface = new Set(['0.0.0.0', '::']);

const hostInUrl = (address: string) => (address.includes(':') ? `[${address}]` : address);

export function readyLine({ address, port }: AddressInfo): string {
  if (everyInterface.has(address)) {
    return `Kinga is ready at http://localhost:${port} (listening on every interface, ${address} port ${port}: other devices on your network can reach it)`;
  }
  const url = `http://${hostInUrl(address)}:${port}`;
  if (address === '127.0.0.1') {
    return `Kinga is ready at ${url} (this computer only; set HOST=0.0.0.0 to open it to your network)`;
  }
  return `Kinga is ready at ${url}`;
}

/**
 * In simulator mode, where the M-Pesa simulator listens, so a developer can pay a paybill from the command
 * line (the sandbox's C2B simulate) as a payer would from the M-Pesa menu. The README's curl line uses the
 * public key pair of `npm run simulator`; the one inside `npm start` draws a fresh pair per start.
 */
export const simulatorLine = (baseUrl: string) => `M-Pesa simulator: ${baseUrl}`;
