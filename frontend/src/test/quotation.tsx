import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import type { ReactElement } from 'react';
import { SESSION_HEADER } from '@coverline/contracts';
import { setHttpClient } from '@coverline/contracts/http';
import type {
  CarrierQuoteDto,
  NaicsMappingDto,
  QuestionResponseDto,
  QuoteDto,
} from '@coverline/contracts/generated/model';
import { createHttpClient } from '../lib/http';
import { i18n } from '../lib/i18n';
import { setAppNavigation } from '../lib/navigation';
import { fakeApi, fakeNavigation, type FakeReply } from './fake-api';
import quotationTexts from '../../public/locales/en/quotation.json';
import { QUOTATION_NS } from '../features/quoting/quotation/namespace';

/* Test helpers of the quote wizard: its texts, a fake API by route, and sample data. */

export function addQuotationTexts(): void {
  if (!i18n.hasTexts(QUOTATION_NS)) {
    i18n.addTexts(QUOTATION_NS, quotationTexts);
  }
}

/** Renders a page at /quotation (the wizard moves within it) inside a router and query client. */
export async function renderAtQuotation(page: ReactElement, search = '') {
  const rootRoute = createRootRoute({ component: Outlet });
  const pageRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/quotation',
    component: () => page,
  });
  const homeRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    component: () => null,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([pageRoute, homeRoute]),
    history: createMemoryHistory({ initialEntries: [`/quotation${search}`] }),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await router.load();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

export interface FakeRequest {
  method: string;
  path: string;
  params: Record<string, unknown>;
  body: unknown;
  authorization: string | undefined;
  /** The `x-session` header: which cookie session the call speaks with. */
  session: string | undefined;
}

type Handler = (request: FakeRequest) => FakeReply | Promise<FakeReply>;

/** "POST /api/quote/saveForLater" style routes; the first that matches answers, else a 404. */
export function wizardApi(routes: Record<string, Handler>, pathname = '/quotation') {
  const navigation = fakeNavigation(pathname);
  setAppNavigation(navigation);
  const http = createHttpClient();
  setHttpClient(http);
  const table = Object.entries(routes).map(([route, handler]) => {
    const [method = '', path = ''] = route.split(' ');
    return { method, pattern: new RegExp(`^${path.replace(/:[a-zA-Z]+/g, '[^/]+')}$`), handler };
  });
  const calls: FakeRequest[] = [];
  fakeApi(http, (config: InternalAxiosRequestConfig) => {
    const method = (config.method ?? 'get').toUpperCase();
    const path = new URL(config.url ?? '', 'http://localhost').pathname;
    const body: unknown = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
    const authorization = config.headers.get('Authorization');
    const session = config.headers.get(SESSION_HEADER);
    const request = {
      method,
      path,
      params: (config.params ?? {}) as Record<string, unknown>,
      body,
      authorization: typeof authorization === 'string' ? authorization : undefined,
      session: typeof session === 'string' ? session : undefined,
    };
    calls.push(request);
    const route = table.find((r) => r.method === method && r.pattern.test(path));
    return route
      ? route.handler(request)
      : { status: 404, data: { statusCode: 404, message: 'Not found' } };
  });
  return { calls, navigation };
}

export const yesNo = (id: string, text: string): QuestionResponseDto => ({
  id,
  text,
  answerType: 'yesNo',
  required: true,
  helpText: null,
  options: [],
  min: null,
  max: null,
});

export const numberQuestion = (
  id: string,
  text: string,
  min: number,
  max: number,
): QuestionResponseDto => ({
  id,
  text,
  answerType: 'number',
  required: true,
  helpText: null,
  options: [],
  min,
  max,
});

/** A business type as the search answers it; its reader texts are the English unless given. */
export function mapping(overrides: Partial<NaicsMappingDto> = {}): NaicsMappingDto {
  const m = {
    id: 'm-1',
    archived: false,
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
    customClassCodes: [{ code: '8810', description: 'Clerical office employees', question: null }],
    employersDescription: null,
    externalQuoterCode: null,
    externalQuoterDescription: null,
    externalQuoterHash: null,
    glClassCode: '97047',
    glClassDescription: 'Landscape Gardening',
    hartfordSpectrumCode: null,
    hartfordSpectrumDescription: null,
    keywords: [],
    masterIndexCode: 'MI-1001',
    masterIndexDescription: 'Landscaping',
    naicsCode: '561730',
    naicsDescription: 'Landscaping Services',
    payrollState: null,
    wcClassCode: '0042',
    wcClassDescription: 'Landscape Gardening & Drivers',
    wcClassQuestion: null,
    ...overrides,
  };
  return {
    readerTexts: {
      name: m.masterIndexDescription,
      wcClassDescription: m.wcClassDescription,
      glClassDescription: m.glClassDescription,
      customClassCodes: m.customClassCodes,
    },
    ...m,
  };
}

export function carrierQuote(overrides: Partial<CarrierQuoteDto> = {}): CarrierQuoteDto {
  return {
    id: 'cq-1',
    carrier: 'Hartford',
    ratingState: 'done',
    annualPremiumCents: 1_234_500,
    bindability: 'BINDABLE_THRU_API',
    reasons: [],
    reasonTexts: [],
    syncStatus: 'Up to date',
    quoteSource: 'api',
    sandbox: true,
    effectiveDate: '2026-12-01',
    expirationDate: '2027-12-01',
    ratedAt: null,
    worksheet: null,
    ratedTerms: null,
    buildUp: null,
    notes: null,
    ...overrides,
  };
}

/** A quote as the API answers it, empty but for what the test sets. */
export function quote(overrides: Partial<QuoteDto> = {}): QuoteDto {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    version: 1,
    coverageType: 'wc',
    status: 'In process',
    active: true,
    locked: false,
    step: 'coverage',
    agentId: null,
    submittedAt: null,
    client: {
      id: 'c-1',
      email: 'owner@example.com',
      firstName: 'Pat',
      lastName: null,
      phone: null,
      hasAccount: false,
    },
    business: {
      id: 'b-1',
      clientId: 'c-1',
      businessName: null,
      businessDba: null,
      naicsCode: null,
      masterIndexCode: null,
      naicsMatrixDesc: null,
      employees: null,
      ownersCount: null,
      yearEstablished: null,
      yearsOfExperience: null,
      annualSalesCents: null,
      payrollCents: null,
      feinMasked: null,
      noFein: false,
      website: null,
      noWebsite: false,
      legalEntity: null,
      mailingAddress: null,
      locations: [],
      owners: [],
      claims: [],
    },
    effectiveDate: null,
    expirationDate: null,
    employersLiabilityLevel: null,
    experienceModVerified: null,
    experienceModVerifiedAt: null,
    waiverOfSubrogation: null,
    glLimit: null,
    propertyDeductibleCents: null,
    blanketAdditionalInsured: null,
    cyberLimitCents: null,
    cyberRetentionCents: null,
    payrollAnswers: {},
    underwritingAnswers: {},
    ownerAnswers: {},
    propertyAnswers: {},
    cyberAnswers: {},
    wcClassCodes: [],
    carriers: [],
    settings: {},
    selectedCarrierQuoteId: null,
    quoteMode: 'api',
    carrierQuotes: [],
    payrollRepReferralToken: null,
    payrollRepReferralContext: null,
    createdAt: '2026-11-01T00:00:00Z',
    updatedAt: '2026-11-01T00:00:00Z',
    ...overrides,
  };
}
