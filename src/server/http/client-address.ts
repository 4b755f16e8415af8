import { isIP } from 'node:net';

/**
 * The header in which the site's server (scripts/server.mjs) passes on the TCP peer's address.
 * The server always overwrites it, so a client cannot set it; `next start` alone does not set it.
 */
export const REMOTE_ADDRESS_HEADER = 'x-site-remote-address';

/**
 * Which proxies in front of the site to believe (TRUST_PROXY):
 * - `none`: the TCP peer is the client; X-Forwarded-For is never read.
 * - `hops`: that many proxies (each appending the address it saw) stand in front of the site.
 * - `addresses`: hops whose address is in the list (single addresses or CIDR ranges) are proxies.
 */
export type TrustProxy = { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'addresses'; ranges: string[] };

/** Parses TRUST_PROXY: unset/false/0 → none, true → 1 hop, a number → hops, else a list of addresses/CIDRs. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const raw = (value ?? '').trim().toLowerCase();
  if (raw === '' || raw === 'false' || raw === '0' || raw === 'no') return { kind: 'none' };
  if (raw === 'true' || raw === 'yes') return { kind: 'hops', hops: 1 };
  if (/^\d+$/.test(raw)) return { kind: 'hops', hops: Math.min(Number(raw), 10) };
  const ranges = raw.split(',').map((part) => part.trim());
  for (const range of ranges) {
    if (!parseRange(range)) throw new Error(`not a number of proxies or a list of addresses/CIDR ranges: "${range}"`);
  }
  return { kind: 'addresses', ranges };
}

type Range = { bytes: Uint8Array; prefix: number };

function ipBytes(address: string): Uint8Array | null {
  const plain = unmapIpv4(address).split('%')[0]!;
  const family = isIP(plain);
  if (family === 4) return Uint8Array.from(plain.split('.').map(Number));
  if (family !== 6) return null;
  // An embedded IPv4 tail (::ffff:1.2.3.4, 64:ff9b::1.2.3.4) is written as two hex groups first.
  const text = plain.replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_, a, b, c, d) =>
    [((+a << 8) | +b).toString(16), ((+c << 8) | +d).toString(16)].join(':'),
  );
  const [head = '', tail] = text.split('::') as [string, string | undefined];
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? 0 : 8 - headGroups.length - tailGroups.length;
  const groups = [...headGroups, ...new Array<string>(zeros).fill('0'), ...tailGroups];
  if (groups.length !== 8) return null;
  const bytes = new Uint8Array(16);
  groups.forEach((group, index) => {
    const value = parseInt(group, 16);
    bytes[index * 2] = value >> 8;
    bytes[index * 2 + 1] = value & 0xff;
  });
  return bytes;
}

function parseRange(range: string): Range | null {
  const [address = '', prefixText] = range.split('/');
  const bytes = ipBytes(address);
  if (!bytes) return null;
  const max = bytes.length * 8;
  const prefix = prefixText === undefined ? max : Number(prefixText);
  if (!Number.isInteger(prefix) || prefix < 0 || prefix > max) return null;
  return { bytes, prefix };
}

function inRange(address: string, range: Range): boolean {
  const bytes = ipBytes(address);
  if (!bytes || bytes.length !== range.bytes.length) return false;
  for (let bit = 0; bit < range.prefix; bit += 1) {
    const mask = 0x80 >> (bit % 8);
    if ((bytes[bit >> 3]! & mask) !== (range.bytes[bit >> 3]! & mask)) return false;
  }
  return true;
}

function unmapIpv4(address: string): string {
  return address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');
}

/**
 * The client's address. Without trusted proxies it is the TCP peer, and X-Forwarded-For is not
 * read at all (a client could write anything there). With trusted proxies, the chain
 * [X-Forwarded-For…, peer] is walked from the right past the trusted hops; only entries that
 * trusted proxies appended are used. Null when the peer is unknown (not served by
 * scripts/server.mjs, e.g. `next dev`).
 */
export function clientAddress(headers: Headers, trust: TrustProxy): string | null {
  const peerRaw = headers.get(REMOTE_ADDRESS_HEADER)?.trim();
  const peer = peerRaw && isIP(unmapIpv4(peerRaw)) ? unmapIpv4(peerRaw) : null;
  if (!peer) return null;
  if (trust.kind === 'none') return peer;
  const header = headers.get('x-forwarded-for');
  const forwarded = header ? header.split(',').map((part) => unmapIpv4(part.trim())) : [];
  const chain = [...forwarded, peer];
  let index = chain.length - 1;
  if (trust.kind === 'hops') {
    index = Math.max(0, chain.length - 1 - trust.hops);
  } else {
    const ranges = trust.ranges.map(parseRange).filter((range): range is Range => range !== null);
    while (index > 0 && ranges.some((range) => inRange(chain[index]!, range))) index -= 1;
  }
  // An entry that is not an address (a broken or spoofed header) never becomes the key: the
  // nearest valid hop to its right, which a trusted proxy wrote, is used instead.
  while (index < chain.length - 1 && !isIP(chain[index]!)) index += 1;
  return chain[index]!;
}

/**
 * The rate-limit key of an address: IPv4 as it is, IPv6 by its /64 network (one subscriber gets
 * a whole /64 and could otherwise rotate through it).
 */
export function addressKey(address: string | null): string {
  if (!address) return 'unknown';
  const bytes = ipBytes(address);
  if (!bytes || bytes.length === 4) return address;
  const groups: string[] = [];
  for (let index = 0; index < 8; index += 2) groups.push(((bytes[index]! << 8) | bytes[index + 1]!).toString(16));
  return `${groups.join(':')}::/64`;
}
