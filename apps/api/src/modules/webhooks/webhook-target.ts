/**
 * SSRF protection of webhook targets. Unless private targets are allowed (tests, development), a
 * webhook goes only over https:// to public addresses: every address a host name RESOLVES to is
 * checked (IPv4-mapped IPv6 included) and the connection uses exactly the checked address, so DNS
 * cannot switch to an internal address between check and connect. Redirects are never followed.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { lookup as resolveAll } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { WEBHOOK_MESSAGES } from '@offerteflow/contracts';

const BLOCKED = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], // "this" network
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const)
  BLOCKED.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 96], // unspecified, loopback ::1, IPv4-compatible
  ['::ffff:0:0:0', 96], // IPv4-translated (SIIT), e.g. ::ffff:0:7f00:1: never a public destination
  ['64:ff9b::', 96], // NAT64 (may embed a private IPv4)
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const)
  BLOCKED.addSubnet(net, prefix, 'ipv6');

/** The eight 16-bit groups of an IPv6 address (`::` expanded, a dotted IPv4 tail converted). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const part = (s: string | undefined) => (s ? s.split(':').map((g) => parseInt(g, 16)) : []);
  const left = part(head);
  const right = part(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

const ipv4Of = (high: number, low: number) => [high >> 8, high & 255, low >> 8, low & 255].join('.');

/**
 * IPv4 addresses an IPv6 address carries to the IPv4 network: 6to4 (2002:AABB:CCDD::/16, e.g.
 * 2002:7f00:1:: is 127.0.0.1) and Teredo (2001:0::/32: its server, and its client with the bits
 * inverted). Each must be a public IPv4 address itself.
 */
function embeddedIpv4(address: string): string[] {
  const g = ipv6Groups(address);
  if (g[0] === 0x2002) return [ipv4Of(g[1]!, g[2]!)];
  if (g[0] === 0x2001 && g[1] === 0) return [ipv4Of(g[2]!, g[3]!), ipv4Of(~g[6]! & 0xffff, ~g[7]! & 0xffff)];
  return [];
}

/** True for loopback, link-local, private, unique-local and other non-public addresses. */
export function isForbiddenAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  if (family === 4) return BLOCKED.check(address, 'ipv4');
  // BlockList maps IPv4-mapped IPv6 (::ffff:a.b.c.d) onto the IPv4 rules.
  return BLOCKED.check(address, 'ipv6') || embeddedIpv4(address).some((v4) => BLOCKED.check(v4, 'ipv4'));
}

export class WebhookTargetError extends Error {
  override name = 'WebhookTargetError';
}

const bare = (hostname: string) => hostname.replace(/^\[|\]$/g, '');

/**
 * Field error (Dutch) for a URL that may never be a target, or null. Checks the literal URL only; the
 * resolved addresses are checked again on every delivery.
 */
export function urlProblem(url: string, allowPrivate: boolean): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return WEBHOOK_MESSAGES.urlInvalid;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return WEBHOOK_MESSAGES.urlInvalid;
  if (parsed.username || parsed.password) return WEBHOOK_MESSAGES.credentialsInUrl;
  if (allowPrivate) return null;
  if (parsed.protocol !== 'https:') return WEBHOOK_MESSAGES.httpsRequired;
  // A fully qualified name may end in a dot ('localhost.' is localhost).
  const host = bare(parsed.hostname).toLowerCase().replace(/\.+$/, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return WEBHOOK_MESSAGES.privateTarget;
  if (isIP(host) && isForbiddenAddress(host)) return WEBHOOK_MESSAGES.privateTarget;
  return null;
}

type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/** A `lookup` for http(s).request that refuses non-public addresses (see the module comment). */
export function guardedLookup(allowPrivate: boolean) {
  return (hostname: string, options: { all?: boolean; family?: number }, callback: LookupCallback) => {
    dnsLookup(hostname, { all: true, family: options.family ?? 0 }, (err, addresses) => {
      if (err) return callback(err, []);
      if (!allowPrivate && (addresses.length === 0 || addresses.some((a) => isForbiddenAddress(a.address))))
        return callback(new WebhookTargetError(WEBHOOK_MESSAGES.privateTarget), []);
      if (options.all) return callback(null, addresses);
      const first = addresses[0]!;
      return callback(null, first.address, first.family);
    });
  };
}

/**
 * `urlProblem`, then the addresses the host resolves to now: early feedback for the settings form, as
 * every delivery checks the resolved addresses again. A name that does not resolve now is accepted
 * (it may resolve later).
 */
export async function targetProblem(url: string, allowPrivate: boolean): Promise<string | null> {
  const problem = urlProblem(url, allowPrivate);
  if (problem || allowPrivate) return problem;
  const addresses = await resolveAll(bare(new URL(url).hostname), { all: true }).catch(() => []);
  return addresses.some((a) => isForbiddenAddress(a.address)) ? WEBHOOK_MESSAGES.privateTarget : null;
}
