/**
 * The quote wizard's state, what it is built from and what its parts share: the calls it makes,
 * who fills it in, and the state every screen reads.
 */
import { WizardStep, type FieldError, type ValidationContext } from '@coverline/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type {
  CarrierQuoteDto,
  CoverageType,
  FormValidationDto,
  NaicsMappingDto,
  QuoteDto,
  RateQuoteDto,
  SavedQuoteDto,
  SessionResponseDto,
  SaveQuoteDto,
  SendFormDto,
  SetQuoteSelectedDto,
  ValidateFormDto,
} from '@coverline/contracts/generated/model';
import type { FlowStep, WizardPage } from './flow';
import type { ClearedSection } from './invalidation';
import { prefillFromReferral } from '../../../partners/referrals/referral-link';
import type { WizardValues } from './values';

/** Who is filling the wizard: a visitor (a guest once the quote starts), a client or staff. */
export type Caller = 'visitor' | 'client' | 'agent' | 'admin';

/** The calls the wizard makes; the page passes the generated ones, tests pass fakes. */
export interface WizardApi {
  saveForLater(body: SaveQuoteDto): Promise<SavedQuoteDto>;
  validateForm(body: ValidateFormDto): Promise<FormValidationDto>;
  getQuote(id: string): Promise<QuoteDto>;
  sendForm(body: SendFormDto): Promise<QuoteDto>;
  rate(line: CoverageType, body: RateQuoteDto): Promise<QuoteDto>;
  setQuoteSelected(body: SetQuoteSelectedDto): Promise<QuoteDto>;
}

export interface WizardOptions {
  caller: Caller;
  api: WizardApi;
  /** Runs the saves as mutations. */
  queryClient: QueryClient;
  /** The signed-in client's own email, used for their quotes. */
  clientEmail?: string;
  /**
   * A visitor's first save opens a guest session on the quote (its token is the API's cookie);
   * the page notes when it ends.
   */
  storeGuestSession(issued: SessionResponseDto): void;
  /** The quote now exists: the page puts its id in the address, to come back to. */
  onStarted(quoteId: string): void;
  /** A payroll partner's referral, read from its cookies, goes with a new quote. */
  referral?: { token?: string; context?: Record<string, string | number | boolean> };
  /** How often to read the quote again while carriers answer. */
  pollMs?: number;
  now?: () => number;
}

export interface Problem {
  page: WizardPage;
  message: string;
  code?: number;
}

/** Carriers are answering: the quote is read again until this run ends. */
export interface Rating {
  /** Each run has its own number; answers from a run that ended are dropped. */
  run: number;
  startedAt: number;
  /**
   * Following carriers left rating by an earlier visit ends here (or when they have all answered);
   * a rating asked for now ends with the API's answer instead (null).
   */
  until: number | null;
}

export interface WizardState {
  load:
    | { status: 'ready' }
    | { status: 'loading' }
    | { status: 'failed'; message: string; code?: number; httpStatus?: number };
  values: WizardValues;
  quote: QuoteDto | null;
  /** The FEIN the API holds, masked; a FEIN is only ever typed, never shown again. */
  feinOnFile: string | null;
  page: WizardPage;
  /** The step the API last saved (or will, once the saves queued reach it). */
  savedStep: WizardStep | null;
  /** Changes not yet sent to the API, including those still being typed. */
  unsaved: boolean;
  saving: boolean;
  problem: Problem | null;
  serverErrors: { step: WizardStep; errors: FieldError[] } | null;
  /** Steps whose answers a change cleared: the step list goes no further until they are answered. */
  redo: WizardStep[];
  /** The answers the last change cleared, to say so; gone once they are answered again. */
  cleared: { step: WizardStep; sections: ClearedSection[] } | null;
  savedForLater: { emailed: boolean; email: string; quoteId: string } | null;
  /** Only the effective date changes: the quotes expired or the date lapsed. */
  dateOnly: boolean;
  rating: Rating | null;
  /** Carriers still showed as rating long after any rating could have lasted. */
  ratingStalled: boolean;
  busy: 'submitting' | 'selecting' | 'savingForLater' | null;
  submitErrors: string[];
  selected: CarrierQuoteDto | null;
  context: ValidationContext;
  /** The business type picked in this visit, with its class codes. */
  businessType: NaicsMappingDto | null;
}

/** What the wizard's parts (saves, rating) read and change of the store they belong to. */
export interface WizardStateHolder {
  readonly options: WizardOptions;
  readonly flow: FlowStep[];
  getState(): WizardState;
  set(patch: Partial<WizardState>): void;
  /** Quotes that expired send the person to the effective date, and only that changes. */
  askForNewDate(message?: string): void;
}

const todayIso = () => new Date().toISOString().slice(0, 10);

export function initialWizardState({ caller, clientEmail, referral }: WizardOptions): WizardState {
  const email = caller === 'client' ? (clientEmail ?? '') : '';
  // A visitor who came through a payroll partner's referral link starts with its details.
  const prefill = caller === 'visitor' ? prefillFromReferral(referral?.context) : {};
  return {
    load: { status: 'ready' },
    values: { email, ...prefill },
    quote: null,
    feinOnFile: null,
    page: WizardStep.Coverage,
    savedStep: null,
    unsaved: false,
    saving: false,
    problem: null,
    serverErrors: null,
    redo: [],
    cleared: null,
    savedForLater: null,
    dateOnly: false,
    rating: null,
    ratingStalled: false,
    busy: null,
    submitErrors: [],
    selected: null,
    context: { today: todayIso(), maxBackdatedDays: 0 },
    businessType: null,
  };
}

export const isRating = (q: CarrierQuoteDto) => q.ratingState === 'rating';
