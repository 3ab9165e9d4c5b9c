/** The referral rows the lists and detail read, and how they become response DTOs. */
import type { PayoutDecision, ReferralStatus, ReferralType } from '@coverline/contracts';
import type { ReferralDto } from './dto/referral.dto';

/** The columns every referral read selects (`r` referrals, `pc` payroll companies). */
export const REFERRAL_COLUMNS = `r.id, r.number, r.type, r.status, r.rep_id, r.rep_email,
  r.rep_first_name, r.rep_last_name, r.rep_phone, r.payroll_company_id,
  pc.name AS payroll_company_name, r.active_wc_policy, r.transfer, r.need_replace,
  r.if_comparison, r.business_name, r.business_dba, r.email, r.phone, r.first_name, r.last_name,
  r.referral_desc, r.client_mailed_at, r.application_id, r.bor_application_id, r.payout, r.payout_decided_at,
  r.created_at, r.updated_at`;

export const REFERRAL_FROM = `FROM referrals r JOIN payroll_companies pc ON pc.id = r.payroll_company_id`;

export interface ReferralRow {
  id: string;
  number: string;
  type: ReferralType;
  status: ReferralStatus;
  rep_id: string;
  rep_email: string;
  rep_first_name: string;
  rep_last_name: string;
  rep_phone: string | null;
  payroll_company_id: string;
  payroll_company_name: string;
  active_wc_policy: boolean;
  transfer: boolean;
  need_replace: boolean;
  if_comparison: string | null;
  business_name: string;
  business_dba: string | null;
  email: string;
  phone: string | null;
  first_name: string;
  last_name: string;
  referral_desc: string | null;
  client_mailed_at: Date | null;
  application_id: string | null;
  bor_application_id: string | null;
  payout: PayoutDecision | null;
  payout_decided_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export function mapReferral(row: ReferralRow): ReferralDto {
  return {
    id: row.id,
    referralNumber: Number(row.number),
    type: row.type,
    status: row.status,
    repId: row.rep_id,
    repEmail: row.rep_email,
    repFirstName: row.rep_first_name,
    repLastName: row.rep_last_name,
    repPhone: row.rep_phone,
    payrollCompanyId: row.payroll_company_id,
    payrollCompanyName: row.payroll_company_name,
    activeWCPolicy: row.active_wc_policy,
    transfer: row.transfer,
    needReplace: row.need_replace,
    ifComparison: row.if_comparison,
    businessName: row.business_name,
    businessDBA: row.business_dba,
    email: row.email,
    phone: row.phone,
    firstName: row.first_name,
    lastName: row.last_name,
    referralDesc: row.referral_desc,
    clientMailed: row.client_mailed_at !== null,
    quoteId: row.application_id,
    borApplicationId: row.bor_application_id,
    payout: row.payout,
    payoutDecidedAt: row.payout_decided_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** Collects a query's conditions with numbered parameters. */
export class SqlConditions {
  readonly where: string[] = [];
  readonly params: unknown[] = [];

  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  sql(): string {
    return this.where.length ? `WHERE ${this.where.join(' AND ')}` : '';
  }
}
