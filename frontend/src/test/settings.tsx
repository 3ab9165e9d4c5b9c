import type { InternalAxiosRequestConfig } from 'axios';
import type { ReactElement } from 'react';
import { setHttpClient } from '@coverline/contracts/http';
import { createHttpClient } from '../lib/http';
import { i18n } from '../lib/i18n';
import { setAppNavigation } from '../lib/navigation';
import { fakeApi, fakeNavigation, type FakeReply } from './fake-api';
import { renderPage } from './render';
import settingsTexts from '../../public/locales/en/settings.json';
import ShellToasts from '../features/shell/layout/ShellToasts';
import { SETTINGS_NS } from '../features/back-office/settings/namespace';

/*
 * Test helpers of the settings screens: their texts, and a fake API that answers by route so a
 * test reads like the calls a screen makes.
 */

export function addSettingsTexts(): void {
  if (!i18n.hasTexts(SETTINGS_NS)) {
    i18n.addTexts(SETTINGS_NS, settingsTexts);
  }
}

export interface FakeRequest {
  method: string;
  path: string;
  params: Record<string, unknown>;
  /** The JSON body, parsed; FormData bodies are passed as they are. */
  body: unknown;
  match: RegExpExecArray;
}

type Handler = (request: FakeRequest) => FakeReply | Promise<FakeReply>;

/** "GET /api/carriers/:id" style routes; the first that matches answers, else a 404. */
export function settingsApi(routes: Record<string, Handler>) {
  setAppNavigation(fakeNavigation('/dashboard/settings'));
  const http = createHttpClient();
  setHttpClient(http);
  const table = Object.entries(routes).map(([route, handler]) => {
    const [method = '', path = ''] = route.split(' ');
    const pattern = new RegExp(`^${path.replace(/:[a-zA-Z]+/g, '([^/]+)')}$`);
    return { method, pattern, handler };
  });
  const calls: FakeRequest[] = [];
  const { requests } = fakeApi(http, async (config: InternalAxiosRequestConfig) => {
    const method = (config.method ?? 'get').toUpperCase();
    const path = new URL(config.url ?? '', 'http://localhost').pathname;
    for (const route of table) {
      const match = route.method === method ? route.pattern.exec(path) : null;
      if (!match) continue;
      const body: unknown =
        typeof config.data === 'string' ? JSON.parse(config.data) : (config.data as unknown);
      const request: FakeRequest = {
        method,
        path,
        params: (config.params ?? {}) as Record<string, unknown>,
        body,
        match,
      };
      calls.push(request);
      // A copy, as the network answers: never the test's own objects, which it changes later.
      const reply = await route.handler(request);
      return { ...reply, data: structuredClone(reply.data) };
    }
    return { status: 404, data: { statusCode: 404, message: 'Not found', error: 'Not Found' } };
  });
  return {
    requests,
    calls,
    /** The calls made with a method to paths matching a pattern. */
    callsTo: (method: string, path: RegExp) =>
      calls.filter((call) => call.method === method && path.test(call.path)),
  };
}

/** A settings tab as the app shows it: with the shell's toast area beside it. */
export function renderTab(tab: ReactElement) {
  addSettingsTexts();
  return renderPage(
    <>
      {tab}
      <ShellToasts />
    </>,
  );
}

/** A page of a list, as the API answers it. */
export function page<T>(items: T[], pageNumber = 1, pageSize = 10, total = items.length) {
  return { items, total, page: pageNumber, pageSize };
}
