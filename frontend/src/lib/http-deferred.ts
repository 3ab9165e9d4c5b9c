import type { HttpClient } from '@coverline/contracts/http';

/**
 * Stands in for the app's axios instance until the first API call, which loads it: pages that
 * call nothing (the home page for a visitor) never download the HTTP client. Generated calls only
 * use `request`, and every request still runs through the one real instance and its rules.
 */
export function deferredHttpClient(): HttpClient {
  let client: Promise<HttpClient> | undefined;
  const load = () =>
    (client ??= import('./http').then(({ createHttpClient }) => createHttpClient()));
  return {
    request: (config) => load().then((instance) => instance.request(config)),
  };
}
