/**
 * The referral a rep is writing (the specification's payroll partner referral draft), kept in
 * the browser while the rep moves between portal pages. Any change sets `dirty`; a reset keeps
 * the rep's own identity; fields are invalidated (emptied) only when the draft is dirty.
 */
import { ReferralType } from '@coverline/contracts';

export interface ReferralDraft {
  repId: string;
  repReferralType: ReferralType;
  repPayrollCompanyId: string;
  repEmail: string;
  repFirstName: string;
  repLastName: string;
  repPhone: string;
  activeWCPolicy: boolean;
  transfer: boolean;
  needReplace: boolean;
  ifComparison: string;
  businessDBA: string;
  businessName: string;
  email: string;
  phone: string;
  firstName: string;
  lastName: string;
  referralDesc: string;
  isLoading: boolean;
  dirty: boolean;
}

/** The rep's own identity: filled from their profile, kept by a reset. */
export const REP_FIELDS = [
  'repId',
  'repPayrollCompanyId',
  'repEmail',
  'repFirstName',
  'repLastName',
  'repPhone',
] as const;
export type RepField = (typeof REP_FIELDS)[number];

/** The fields a rep types about the client. */
export type ClientField = Exclude<keyof ReferralDraft, RepField | 'isLoading' | 'dirty'>;

export const INITIAL_REFERRAL_DRAFT: ReferralDraft = {
  repId: '',
  repReferralType: ReferralType.NewBizWC,
  repPayrollCompanyId: '',
  repEmail: '',
  repFirstName: '',
  repLastName: '',
  repPhone: '',
  activeWCPolicy: false,
  transfer: false,
  needReplace: false,
  ifComparison: '',
  businessDBA: '',
  businessName: '',
  email: '',
  phone: '',
  firstName: '',
  lastName: '',
  referralDesc: '',
  isLoading: false,
  dirty: false,
};

export interface RepIdentity {
  id: string;
  payrollCompanyId?: string | null;
  email: string;
  firstName: string;
  lastName: string;
  phone?: string | null;
}

export class ReferralDraftStore {
  private draft: ReferralDraft = INITIAL_REFERRAL_DRAFT;
  private readonly listeners = new Set<() => void>();

  readonly get = (): ReferralDraft => this.draft;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private set(next: ReferralDraft): void {
    this.draft = next;
    for (const listener of this.listeners) listener();
  }

  /** The signed-in rep's identity; not a change the rep made, so the draft stays as clean. */
  setRep(rep: RepIdentity): void {
    const identity = {
      repId: rep.id,
      repPayrollCompanyId: rep.payrollCompanyId ?? '',
      repEmail: rep.email,
      repFirstName: rep.firstName,
      repLastName: rep.lastName,
      repPhone: rep.phone ?? '',
    };
    // Another rep signed in on this browser: the previous rep's referral is not theirs.
    const base =
      this.draft.repId && this.draft.repId !== rep.id ? INITIAL_REFERRAL_DRAFT : this.draft;
    this.set({ ...base, ...identity });
  }

  /** A change the rep made. */
  change(patch: Partial<Pick<ReferralDraft, ClientField>>): void {
    this.set({ ...this.draft, ...patch, dirty: true });
  }

  setLoading(isLoading: boolean): void {
    this.set({ ...this.draft, isLoading });
  }

  /** Back to an empty referral, keeping the rep's own identity. */
  reset(): void {
    const identity = Object.fromEntries(REP_FIELDS.map((f) => [f, this.draft[f]]));
    this.set({ ...INITIAL_REFERRAL_DRAFT, ...identity });
  }

  /** Empties fields that no longer apply, only when the rep has changed something. */
  invalidate(fields: readonly ClientField[]): void {
    if (!this.draft.dirty) return;
    const emptied = Object.fromEntries(
      fields.map((f) => [f, typeof INITIAL_REFERRAL_DRAFT[f] === 'boolean' ? false : '']),
    );
    this.set({ ...this.draft, ...emptied });
  }
}

/** The draft of the signed-in rep, shared by the portal's pages. */
export const referralDraft = new ReferralDraftStore();
