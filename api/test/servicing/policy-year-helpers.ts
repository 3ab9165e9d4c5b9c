/** Money read back from mails and documents, and what the sandbox provider did, for the year test. */
import type { DataSource } from 'typeorm';

/** Every amount written like "$1,234.56" in a text, in cents, in order of appearance. */
export function amountsIn(text: string): number[] {
  return [...text.matchAll(/-?\$([\d,]+)\.(\d{2})/g)].map((m) => {
    const cents = Number(m[1].replace(/,/g, '')) * 100 + Number(m[2]);
    return m[0].startsWith('-') ? -cents : cents;
  });
}

/** The one amount following `label` in a text ("Return premium: $12.34" → 1234). */
export function amountAfter(text: string, label: string): number {
  const at = text.indexOf(label);
  if (at < 0) throw new Error(`"${label}" is not in: ${text}`);
  const [first] = amountsIn(text.slice(at + label.length));
  if (first === undefined) throw new Error(`no amount after "${label}" in: ${text}`);
  return first;
}

export interface ProviderMoney {
  chargedCents: number;
  refundedCents: number;
  netCents: number;
  /** Paid charges, by the reference of their sandbox checkout. */
  charges: Array<{ reference: string; amountCents: number }>;
}

/**
 * What the sandbox provider charged (paid charges only) and refunded for the applications: every
 * reference a payment of a policy may carry, i.e. the checkout, the instalments (charged on file
 * or paid now), the endorsements and the cancellations (a reinstatement's payment).
 */
export async function providerMoney(
  db: DataSource,
  applicationIds: string[],
): Promise<ProviderMoney> {
  const charges = await db.query<Array<{ id: string; reference: string; amount_cents: number }>>(
    `SELECT c.id, k.reference, c.amount_cents FROM sandbox_charges c
       JOIN sandbox_checkouts k ON k.id = c.checkout_id
      WHERE c.status = 'paid' AND k.reference IN (
        SELECT id::text FROM checkouts WHERE application_id = ANY($1::uuid[])
        UNION SELECT id::text FROM policy_instalments WHERE application_id = ANY($1::uuid[])
        UNION SELECT id::text FROM policy_endorsements WHERE application_id = ANY($1::uuid[])
        UNION SELECT id::text FROM policy_cancellations WHERE application_id = ANY($1::uuid[]))
      ORDER BY c.created_at`,
    [applicationIds],
  );
  const [refunds] = await db.query<Array<{ total: string }>>(
    `SELECT coalesce(sum(amount_cents), 0) AS total FROM sandbox_refunds WHERE charge_id = ANY($1::uuid[])`,
    [charges.map((c) => c.id)],
  );
  const chargedCents = charges.reduce((s, c) => s + Number(c.amount_cents), 0);
  const refundedCents = Number(refunds.total);
  return {
    chargedCents,
    refundedCents,
    netCents: chargedCents - refundedCents,
    charges: charges.map((c) => ({ reference: c.reference, amountCents: Number(c.amount_cents) })),
  };
}
