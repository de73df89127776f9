import { BlockList, isIPv6 } from 'node:net';
import type { Server } from 'node:http';
import { clientAddressKey } from './client-address.server.ts';

/**
 * Open connections one client address (an IPv6 /64) may hold at once. A browser opens about six
 * to a site; an office behind one address has a few dozen people.
 */
export const CONNECTIONS_PER_ADDRESS = 100;

// The names TRUST_PROXY accepts besides addresses and ranges (proxy-addr's), as ranges.
const NAMED_RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

function proxyList(trustProxy: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of trustProxy.flatMap((item) => NAMED_RANGES[item] ?? [item])) {
    const [address = '', prefix] = entry.split('/');
    const type = isIPv6(address) ? 'ipv6' : 'ipv4';
    list.addSubnet(address, prefix === undefined ? (type === 'ipv6' ? 128 : 32) : Number(prefix), type);
  }
  return list;
}

/**
 * Closes a new connection at once when its address already holds CONNECTIONS_PER_ADDRESS, so
 * one caller cannot take every socket the process has. Connections from a trusted proxy
 * (TRUST_PROXY) are not counted: they carry everyone's requests, and the proxy limits its own.
 */
export function limitConnectionsPerAddress(server: Server, trustProxy: readonly string[], limit = CONNECTIONS_PER_ADDRESS): void {
  const proxies = proxyList(trustProxy);
  const open = new Map<string, number>();
  server.on('connection', (socket) => {
    const remote = socket.remoteAddress;
    if (!remote) return;
    const key = clientAddressKey(remote);
    const plain = key.endsWith('::/64') ? remote.split('%')[0]! : key;
    if (proxies.check(plain, isIPv6(plain) ? 'ipv6' : 'ipv4')) return;
    const count = (open.get(key) ?? 0) + 1;
    if (count > limit) {
      socket.destroy();
      return;
    }
    open.set(key, count);
    socket.once('close', () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left > 0) open.set(key, left);
      else open.delete(key);
    });
  });
}
