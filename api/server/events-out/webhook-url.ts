import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/** Loopback, private, link-local, carrier-grade NAT, unspecified and multicast ranges, both families. */
const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['224.0.0.0', 3],
] as const)
  blocked.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  blocked.addSubnet(net, prefix, 'ipv6');

const isBlocked = (address: string): boolean => {
  const family = isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return blocked.check(mapped[1]!, 'ipv4');
  return blocked.check(address, 'ipv6');
};

/**
 * Whether a webhook may be sent to `url`: every address its host resolves to is outside loopback and private
 * networks, unless `allowPrivate` (WEBHOOK_ALLOW_PRIVATE; tests send to 127.0.0.1). Checked when an endpoint
 * is saved and again before each send, as a name may resolve elsewhere later.
 */
export async function webhookUrlVerdict(
  url: string,
  allowPrivate: boolean,
): Promise<'allowed' | 'private' | 'unresolved'> {
  if (allowPrivate) return 'allowed';
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return 'private';
  const addresses = isIP(host)
    ? [host]
    : await lookup(host, { all: true }).then(
        (found) => found.map((a) => a.address),
        () => [],
      );
  if (!addresses.length) return 'unresolved';
  return addresses.some(isBlocked) ? 'private' : 'allowed';
}

export const webhookUrlAllowed = async (url: string, allowPrivate: boolean): Promise<boolean> =>
  (await webhookUrlVerdict(url, allowPrivate)) === 'allowed';
