// The source address as the audit log keeps it: enough to tell one office or network
// from another, not enough to name a household: IPv4 without its last octet, IPv6 as its /48.
import { describe, expect, it } from 'vitest';
import { maskedAddress } from '../../../src/server/http/masked-address';

describe('maskedAddress', () => {
  it.each([
    ['203.0.113.57', '203.0.113.x'],
    ['10.0.0.1', '10.0.0.x'],
    ['::ffff:198.51.100.7', '198.51.100.x'],
    ['::FFFF:198.51.100.7', '198.51.100.x'],
    ['2001:db8:85a3:8d3:1319:8a2e:370:7348', '2001:db8:85a3::/48'],
    ['2001:0DB8:0000:0042::1', '2001:db8:0::/48'],
    ['2001:db8::1', '2001:db8:0::/48'],
    ['::1', '0:0:0::/48'],
    ['fe80::1%eth0', 'fe80:0:0::/48'],
  ])('masks %s as %s', (address, masked) => {
    expect(maskedAddress(address)).toBe(masked);
  });

  it.each([
    '',
    'unknown',
    '203.0.113',
    '203.0.113.256',
    '203.0.113.5.6',
    '2001:db8::1::2',
    '2001:db8:1:2:3:4:5:6:7',
    '12345::1',
    '<script>',
  ])('never echoes what is not an address (%j)', (address) => {
    expect(maskedAddress(address)).toBe('unknown');
  });
});
