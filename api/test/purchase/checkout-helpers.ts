import { DataSource } from 'typeorm';
import type { TestApp } from '../helpers/app';

export { bearer, codeOf } from '../quotes/quote-helpers';

/** The quote's status as stored. */
export async function readyToBindQuoteStatus(t: TestApp, id: string): Promise<string> {
  const rows = (await t.app
    .get(DataSource)
    .query(`SELECT status FROM applications WHERE id = $1`, [id])) as Array<{ status: string }>;
  return rows[0].status;
}
