import {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosInstance,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { vi } from 'vitest';

export interface FakeReply {
  status: number;
  data?: unknown;
  headers?: Record<string, string>;
}

/**
 * Replaces the network under an axios instance: every request is recorded and answered by
 * `reply`, with non-2xx answers rejected the way axios's own adapters reject them.
 */
export function fakeApi(
  instance: AxiosInstance,
  reply: (config: InternalAxiosRequestConfig) => FakeReply | Promise<FakeReply>,
) {
  const requests: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    requests.push(config);
    const answer = await reply(config);
    const response: AxiosResponse = {
      status: answer.status,
      statusText: String(answer.status),
      data: answer.data,
      headers: new AxiosHeaders(answer.headers ?? {}),
      config,
    };
    if (answer.status >= 200 && answer.status < 300) return response;
    throw new AxiosError(
      `Request failed with status code ${answer.status}`,
      answer.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
      config,
      null,
      response,
    );
  };
  instance.defaults.adapter = adapter;
  return { requests };
}

/** A navigation double that records where the app sent the user. */
export function fakeNavigation(pathname = '/') {
  let current = pathname;
  return {
    navigate: vi.fn<(href: string) => void>(),
    reload: vi.fn<() => void>(),
    pathname: () => current,
    setPathname(next: string) {
      current = next;
    },
  };
}
