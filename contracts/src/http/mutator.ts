import type { AxiosError, AxiosInstance, AxiosRequestConfig } from 'axios';

/** Generated calls only ever use `request`, so that is all a registered client must have. */
export type HttpClient = Pick<AxiosInstance, 'request'>;

let client: HttpClient | undefined;

/**
 * Registers the application's one configured axios instance (base URL, bearer header,
 * response handling) for every generated call. The app calls it once at startup.
 */
export function setHttpClient(instance: HttpClient): void {
  client = instance;
}

/**
 * The mutator every generated hook calls: runs the request on the registered instance and
 * resolves with the response body. Queries pass their AbortSignal in `config.signal`, which
 * axios honours, so React Query can cancel requests it no longer needs.
 */
export function customInstance<T>(
  config: AxiosRequestConfig,
  options?: AxiosRequestConfig,
): Promise<T> {
  if (!client) {
    return Promise.reject(
      new Error(
        'No HTTP client registered: call setHttpClient(axiosInstance) before any API call.',
      ),
    );
  }
  return client.request<T>({ ...config, ...options }).then((response) => response.data);
}

export type ErrorType<E> = AxiosError<E>;

export type BodyType<B> = B;
