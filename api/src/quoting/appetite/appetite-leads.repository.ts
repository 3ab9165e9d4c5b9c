/**
 * Every query of appetite leads: the emails visitors leave to hear when a carrier writes their
 * business in their state for a line. One lead per email, business type, state and line.
 */
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { CoverageType, Language, UsStateCode } from '@coverline/contracts';

export interface AppetiteLead {
  id: string;
  email: string;
  masterIndexCode: string;
  businessType: string;
  state: UsStateCode;
  line: CoverageType;
  quoteId: string | null;
  language: Language;
  createdAt: Date;
}

type LeadRow = {
  id: string;
  email: string;
  master_index_code: string;
  business_type: string;
  state: UsStateCode;
  coverage_type: CoverageType;
  quote_id: string | null;
  language: Language;
  created_at: Date;
};

const COLUMNS = `id, email, master_index_code, business_type, state, coverage_type, quote_id,
                 language, created_at`;

const toLead = (r: LeadRow): AppetiteLead => ({
  id: r.id,
  email: r.email,
  masterIndexCode: r.master_index_code,
  businessType: r.business_type,
  state: r.state,
  line: r.coverage_type,
  quoteId: r.quote_id,
  language: r.language,
  createdAt: r.created_at,
});

@Injectable()
export class AppetiteLeadsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Records the lead; the same ask again answers the lead already there. */
  async record(lead: Omit<AppetiteLead, 'id' | 'createdAt'>): Promise<AppetiteLead> {
    const rows: LeadRow[] = await this.db.query(
      `WITH added AS (
         INSERT INTO appetite_leads
           (email, master_index_code, business_type, state, coverage_type, quote_id, language)
         SELECT $1, $2, $3, $4, $5, a.id, $7
           FROM (SELECT 1) one LEFT JOIN applications a ON a.id = $6::uuid
         ON CONFLICT (lower(email), master_index_code, state, coverage_type) DO NOTHING
         RETURNING ${COLUMNS})
       SELECT ${COLUMNS} FROM added
       UNION ALL
       SELECT ${COLUMNS} FROM appetite_leads
        WHERE lower(email) = lower($1) AND master_index_code = $2 AND state = $4
          AND coverage_type = $5
       LIMIT 1`,
      [
        lead.email,
        lead.masterIndexCode,
        lead.businessType,
        lead.state,
        lead.line,
        lead.quoteId,
        lead.language,
      ],
    );
    return toLead(rows[0]!);
  }

  /** A page of leads, newest first unless asked otherwise. */
  async list(
    page: number,
    pageSize: number,
    order: 'ASC' | 'DESC',
  ): Promise<{ items: AppetiteLead[]; total: number }> {
    const direction = order === 'ASC' ? 'ASC' : 'DESC';
    const [rows, count]: [LeadRow[], Array<{ total: string }>] = await Promise.all([
      this.db.query(
        `SELECT ${COLUMNS} FROM appetite_leads ORDER BY created_at ${direction}, id
          LIMIT $1 OFFSET $2`,
        [pageSize, (page - 1) * pageSize],
      ),
      this.db.query(`SELECT count(*) AS total FROM appetite_leads`),
    ]);
    return { items: rows.map(toLead), total: Number(count[0]?.total ?? 0) };
  }
}
