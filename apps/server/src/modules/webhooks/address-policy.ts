import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/*
 * Where a webhook may send (ARCHITECTURE.md "Webhooks"): `https` to public addresses only, unless
 * `WEBHOOK_ALLOW_PRIVATE=true`. The check is made when a webhook is saved and again at every send, on the address the
 * name resolves to then, and the connection is made to exactly the address checked (no second lookup that a
 * rebinding name could answer differently).
 */

/** Loopback, private, link-local (with the cloud metadata address), shared, reserved, documentation, multicast. */
const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  blocked.addSubnet(network, prefix, 'ipv6');

/** The IPv4 address an IPv6 one carries (mapped `::ffff:a.b.c.d`, NAT64 `64:ff9b::/96`, compatible), if any. */
const embeddedIpv4 = (address: string): string | undefined => {
  const lower = address.toLowerCase();
  const dotted = /^(?:::ffff:|64:ff9b::|::)(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted) return dotted[1];
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (!hex) return undefined;
  const high = Number.parseInt(hex[1]!, 16);
  const low = Number.parseInt(hex[2]!, 16);
  return `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
};

/** Whether an IP address is one a webhook must not reach (unless private addresses are allowed). */
export const isPrivateAddress = (address: string): boolean => {
  const family = isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family === 6) {
    const v4 = embeddedIpv4(address);
    if (v4 !== undefined) return blocked.check(v4, 'ipv4');
    return blocked.check(address, 'ipv6');
  }
  return true;
};

export interface AddressPolicy {
  allowPrivate: boolean;
}

/** Why a URL may not be a webhook's, before any lookup; undefined when its form is fine. */
export const urlRefusal = (url: string, { allowPrivate }: AddressPolicy): string | undefined => {
  if (!URL.canParse(url)) return 'Enter an address such as https://example.com/hooks/parlance.';
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' && !(allowPrivate && parsed.protocol === 'http:'))
    return 'Webhooks are sent over https only.';
  if (parsed.username || parsed.password) return 'An address with a user name or password is not allowed.';
  if (allowPrivate) return undefined;
  const host = hostOf(parsed);
  if (isIP(host)) return isPrivateAddress(host) ? privateRefusal : undefined;
  if (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host.endsWith('.internal') ||
    !host.includes('.')
  )
    return privateRefusal;
  return undefined;
};

const privateRefusal =
  'This address is private, loopback or link-local; webhooks go to public addresses only.';

/** The URL's host as an address or name (IPv6 without its brackets). */
export const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/**
 * Resolves a name (all its addresses); refuses when any of them is private. Undefined when all are public, or when
 * the name does not resolve at the moment.
 */
export const resolvedRefusal = async (url: string, policy: AddressPolicy): Promise<string | undefined> => {
  const form = urlRefusal(url, policy);
  if (form || policy.allowPrivate) return form;
  const host = hostOf(new URL(url));
  if (isIP(host)) return undefined;
  try {
    const addresses = await new Promise<LookupAddress[]>((resolve, reject) =>
      dnsLookup(host, { all: true }, (error, found) => (error ? reject(error) : resolve(found))),
    );
    if (addresses.length === 0) return 'This name has no address.';
    if (addresses.some((entry) => isPrivateAddress(entry.address))) return privateRefusal;
    return undefined;
  } catch {
    // Not resolvable now (a name yet to be published, no DNS on this host): every send checks it again.
    return undefined;
  }
};

/** Thrown by the send's lookup when the name resolves to an address it may not reach. */
export class RefusedAddress extends Error {
  code = 'EWEBHOOKADDRESS';
}

/**
 * The lookup of a send's connection: resolves the name, refuses a private address (unless allowed), and gives
 * the connection that one address, so that what was checked is what is reached.
 */
export const checkedLookup =
  (policy: AddressPolicy): LookupFunction =>
  (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, found) => {
      if (error) return callback(error, '', 0);
      const addresses = found as LookupAddress[];
      const usable = policy.allowPrivate
        ? addresses
        : addresses.filter((entry) => !isPrivateAddress(entry.address));
      const first = usable[0];
      if (!first || usable.length < addresses.length)
        return callback(new RefusedAddress(`${hostname} resolves to a private address`), '', 0);
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, [first]);
      return callback(null, first.address, first.family);
    });
  };
