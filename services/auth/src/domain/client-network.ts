import { isIPv4, isIPv6 } from 'node:net';

/** The keys a client's requests are counted under: its address, and the network around it. */
export interface ClientKeys {
  /** IPv4: the address. IPv6: its /64, which one household or office LAN gets whole and may rotate through. */
  address: string;
  /** IPv4: its /24. IPv6: its /48, a site's usual allocation. */
  network: string;
}

/** The eight 16-bit groups of an IPv6 address, or undefined when it is not one. */
function ipv6Groups(ip: string): number[] | undefined {
  let text = ip.split('%')[0]!; // a zone id (fe80::1%eth0) is not part of the address
  // A trailing dotted IPv4 part (::ffff:1.2.3.4) becomes two groups.
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail, ...rest] = text.split('::');
  if (rest.length > 0) return undefined;
  const parse = (part: string | undefined) =>
    part ? part.split(':').map((group) => parseInt(group, 16)) : [];
  const left = parse(head);
  const right = parse(tail);
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return undefined;
  const groups = [...left, ...Array<number>(tail === undefined ? 0 : missing).fill(0), ...right];
  return groups.every((group) => Number.isInteger(group) && group >= 0 && group <= 0xffff)
    ? groups
    : undefined;
}

const hex = (groups: number[]) => groups.map((group) => group.toString(16)).join(':');

/**
 * Where a request comes from, for rate limits. An IPv4-mapped IPv6 address counts as the IPv4 address; anything
 * that is not an address (no address known) is one key of its own.
 */
export function clientKeys(ip: string | null): ClientKeys {
  const given = ip ?? 'unknown';
  if (isIPv6(given)) {
    const groups = ipv6Groups(given);
    if (groups) {
      const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
      if (!mapped)
        return { address: `${hex(groups.slice(0, 4))}::/64`, network: `${hex(groups.slice(0, 3))}::/48` };
      const [a, b, c, d] = [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff];
      return { address: `${a}.${b}.${c}.${d}`, network: `${a}.${b}.${c}.0/24` };
    }
  }
  if (isIPv4(given)) {
    const [a, b, c] = given.split('.');
    return { address: given, network: `${a}.${b}.${c}.0/24` };
  }
  return { address: given, network: given };
}
