/**
 * Where a delivery may go. In production only public https addresses: a subscription must not
 * make the API call into its own network (SSRF). The address a name resolves to is checked when
 * each delivery connects (`guardedLookup`), so a name that later resolves to a private address is
 * refused too. Outside production, loopback and private addresses and plain http are allowed,
 * for local receivers and sandboxes.
 */
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import ipaddr from 'ipaddr.js';

/** Whether the address is on the public internet (not loopback, private, link-local, ...). */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  return parsed.range() === 'unicast';
}

/** Why a subscription's URL is refused, or null when it may be used. */
export function urlProblem(url: string, allowPrivate: boolean): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'not a URL';
  }
  if (parsed.username || parsed.password) return 'credentials in the URL';
  if (parsed.protocol !== 'https:' && !(allowPrivate && parsed.protocol === 'http:')) {
    return 'not https';
  }
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  if (allowPrivate) return null;
  if (ipaddr.isValid(host)) return isPublicAddress(host) ? null : 'a private address';
  if (host === 'localhost' || host.endsWith('.localhost') || !host.includes('.')) {
    return 'a local name';
  }
  return null;
}

export class PrivateAddressError extends Error {}

type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/** A DNS lookup for sockets that refuses every non-public address it resolves to. */
export function guardedLookup(
  hostname: string,
  options: LookupOptions,
  callback: LookupCallback,
): void {
  dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, []);
    const refused = addresses.find((a) => !isPublicAddress(a.address));
    if (refused) {
      return callback(new PrivateAddressError(`${hostname} resolves to a private address`), []);
    }
    if (options.all) return callback(null, addresses);
    callback(null, addresses[0].address, addresses[0].family);
  });
}
