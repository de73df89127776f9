import { isIPv6 } from 'node:net';

/**
 * The key a per-address limit counts a caller under. An IPv4 address is one caller; an IPv6
 * client gets a whole /64 from its provider (RFC 6177) and can pick a new address in it for
 * every request, so it counts as its /64 prefix, written like `2001:db8:0:1::/64`.
 * An IPv4 address written in IPv6 form (`::ffff:203.0.113.5`) is the IPv4 address.
 */
export function clientAddressKey(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  return `${expandIPv6(ip).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, without leading zeros; a zone (`%eth0`) is dropped. */
function expandIPv6(ip: string): string[] {
  const address = ip.split('%')[0]!.toLowerCase();
  const [head = '', tail] = address.split('::');
  const groupsOf = (part: string) => (part === '' ? [] : part.split(':').flatMap(dottedAsGroups));
  const left = groupsOf(head);
  const right = tail === undefined ? [] : groupsOf(tail);
  const zeros = Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((group) => group.replace(/^0+(?=.)/, ''));
}

/** `1.2.3.4` at the end of an IPv6 address stands for two groups. */
function dottedAsGroups(group: string): string[] {
  if (!group.includes('.')) return [group];
  const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
  return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
}
