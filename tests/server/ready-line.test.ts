// The ready line names the address the server really listens on, and says when that is every
// interface (anyone on the same Wi-Fi reaches it, M-Pesa simulator and console codes included).
import { describe, expect, it } from 'vitest';
import { readyLine, simulatorLine } from '../../src/server/ready-line';

describe('the ready line', () => {
  it('names the loopback address it listens on', () => {
    expect(readyLine({ address: '127.0.0.1', family: 'IPv4', port: 8080 })).toBe(
      'Kinga is ready at http://127.0.0.1:8080 (this computer only; set HOST=0.0.0.0 to open it to your network)',
    );
  });

  it('says so when it listens on every interface', () => {
    for (const address of [
      { address: '0.0.0.0', family: 'IPv4', port: 8080 },
      { address: '::', family: 'IPv6', port: 8080 },
    ]) {
      expect(readyLine(address)).toBe(
        `Kinga is ready at http://localhost:8080 (listening on every interface, ${address.address} port 8080: other devices on your network can reach it)`,
      );
    }
  });

  it('writes an IPv6 address in brackets', () => {
    expect(readyLine({ address: '::1', family: 'IPv6', port: 9000 })).toBe(
      'Kinga is ready at http://[::1]:9000',
    );
  });

  it('names any other address it was told to listen on', () => {
    expect(readyLine({ address: '192.168.1.20', family: 'IPv4', port: 8080 })).toBe(
      'Kinga is ready at http://192.168.1.20:8080',
    );
  });

  it('names, in simulator mode, where the M-Pesa simulator listens', () => {
    expect(simulatorLine('http://127.0.0.1:43210')).toBe('M-Pesa simulator: http://127.0.0.1:43210');
  });
});
