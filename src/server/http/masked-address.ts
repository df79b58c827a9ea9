// The source address as the operators' audit log keeps it: enough to tell one office or
// network from another, not enough to name a household or a phone. IPv4 loses its last octet; IPv6 keeps
// its /48 (a site's prefix: below it, addresses name single subnets and devices). Anything that is not an
// address becomes 'unknown', never echoed: it came from the network.

const octet = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;
const hextet = /^[0-9a-f]{1,4}$/;

function maskedIpv4(address: string): string | null {
  const parts = address.split('.');
  if (parts.length !== 4 || !parts.every((part) => octet.test(part))) return null;
  return `${parts.slice(0, 3).join('.')}.x`;
}

/** The eight hextets of an IPv6 address, '::' expanded; null when it is not one. */
function ipv6Hextets(address: string): string[] | null {
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const split = (half: string | undefined) => (half ? half.split(':') : []);
  const head = split(halves[0]);
  const tail = split(halves[1]);
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const hextets = [...head, ...Array<string>(halves.length === 1 ? 0 : missing).fill('0'), ...tail];
  return hextets.every((part) => hextet.test(part)) ? hextets : null;
}

export function maskedAddress(address: string): string {
  const lower = address.trim().toLowerCase().replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (mapped?.[1]) return maskedIpv4(mapped[1]) ?? 'unknown';
  if (!lower.includes(':')) return maskedIpv4(lower) ?? 'unknown';
  const hextets = ipv6Hextets(lower);
  if (!hextets) return 'unknown';
  const prefix = hextets.slice(0, 3).map((part) => Number.parseInt(part, 16).toString(16));
  return `${prefix.join(':')}::/48`;
}
