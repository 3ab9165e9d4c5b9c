import proxyAddr from '@fastify/proxy-addr';
import type { AppConfig } from '../../platform/config';

/** Whether the hop at `address`, `hop` steps from the socket's peer, is a trusted proxy. */
export type TrustProxy = (address: string, hop: number) => boolean;

/**
 * `TRUST_PROXY` compiled as the HTTP server compiles it for a request's address, for the places
 * that read addresses themselves (the chat socket's upgrade requests); undefined trusts none.
 */
export function compileTrustProxy(setting: AppConfig['trustProxy']): TrustProxy | undefined {
  if (setting === false) return undefined;
  if (setting === true) return () => true;
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return proxyAddr.compile(setting.split(',').map((s) => s.trim()));
}
