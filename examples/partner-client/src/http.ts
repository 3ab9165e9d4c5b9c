/**
 * The one HTTP client every generated call runs on: the API's address, the access token, and
 * the retries a partner's system should make (429 and 503 after the time the API asks for).
 */
import axios, { AxiosError, type AxiosRequestConfig } from 'axios';

const http = axios.create({ timeout: 30_000 });

/** The API's address, e.g. `https://api.coverline.example`; every call's path starts with /api. */
export function useBaseUrl(baseUrl: string): void {
  http.defaults.baseURL = baseUrl.replace(/\/+$/, '');
}

/** The bearer token the next calls send (none: the token request itself). */
export function useAccessToken(token: string | undefined): void {
  if (token) http.defaults.headers.common.Authorization = `Bearer ${token}`;
  else delete http.defaults.headers.common.Authorization;
}

/** How often a refused call is tried again, and the longest wait accepted between tries. */
const RETRIES = 3;
const LONGEST_WAIT_SECONDS = 60;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A 429 (this client's rate, 3006, or the address's) or a 503 (the service is briefly
 * unavailable) says when to come back in `Retry-After`; anything else is not retried here.
 */
function retryAfterSeconds(error: unknown): number | undefined {
  if (!(error instanceof AxiosError) || !error.response) return undefined;
  if (error.response.status !== 429 && error.response.status !== 503) return undefined;
  const header = Number(error.response.headers['retry-after']);
  return Number.isFinite(header) && header >= 0 ? Math.min(header, LONGEST_WAIT_SECONDS) : 1;
}

/** The mutator the generated calls use: the request, retried as the API asks, its body answered. */
export async function partnerRequest<T>(
  config: AxiosRequestConfig,
  options?: AxiosRequestConfig,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      const response = await http.request<T>({ ...config, ...options });
      return response.data;
    } catch (error) {
      const wait = retryAfterSeconds(error);
      if (wait === undefined || attempt >= RETRIES) throw error;
      await sleep(wait * 1000);
    }
  }
}

/** What the API answers when it refuses a call: branch on `code`, never on `message`. */
export interface CoverlineError {
  statusCode: number;
  code?: number;
  message: string | string[];
  error: string;
}

/** The error envelope of a refused call, if the API answered with one. */
export function coverlineError(error: unknown): CoverlineError | undefined {
  if (!(error instanceof AxiosError)) return undefined;
  const body = error.response?.data as Partial<CoverlineError> | undefined;
  return body && typeof body.statusCode === 'number' ? (body as CoverlineError) : undefined;
}

export type ErrorType<E> = AxiosError<E>;
export type BodyType<B> = B;
