import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type {
  ApplicationStatus,
  Bindability,
  CoverageType,
  RatingState,
} from '@coverline/contracts';

/** One carrier quote as its carrier reads it: no worksheet, no client's personal details. */
export interface CarrierFeedRow {
  id: string;
  application_id: string;
  coverage_type: CoverageType;
  application_status: ApplicationStatus;
  rating_state: RatingState;
  annual_premium_cents: string | null;
  bindability: Bindability | null;
  effective_date: string | null;
  expiration_date: string | null;
  rated_at: Date | null;
  updated_at: Date;
}

const COLUMNS = `cq.id, cq.application_id, a.coverage_type, a.status AS application_status,
  cq.rating_state, cq.annual_premium_cents, cq.bindability,
  to_char(cq.effective_date, 'YYYY-MM-DD') AS effective_date,
  to_char(cq.expiration_date, 'YYYY-MM-DD') AS expiration_date, cq.rated_at, cq.updated_at`;
const FROM = `FROM carrier_quotes cq JOIN applications a ON a.id = cq.application_id`;

@Injectable()
export class CarrierFeedRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** A page of the carrier's quotes, latest change first, and how many it has in all. */
  async page(carrier: string, skip: number, take: number): Promise<[CarrierFeedRow[], number]> {
    const [rows, [{ total }]] = await Promise.all([
      this.db.query(
        `SELECT ${COLUMNS} ${FROM} WHERE cq.carrier = $1
          ORDER BY cq.updated_at DESC, cq.id LIMIT ${take} OFFSET ${skip}`,
        [carrier],
      ) as Promise<CarrierFeedRow[]>,
      this.db.query(`SELECT count(*)::int AS total FROM carrier_quotes WHERE carrier = $1`, [
        carrier,
      ]) as Promise<Array<{ total: number }>>,
    ]);
    return [rows, total];
  }

  /** The carrier's quote with this id; another carrier's is not found. */
  async one(carrier: string, id: string): Promise<CarrierFeedRow | undefined> {
    const rows: CarrierFeedRow[] = await this.db.query(
      `SELECT ${COLUMNS} ${FROM} WHERE cq.id = $1 AND cq.carrier = $2`,
      [id, carrier],
    );
    return rows[0];
  }
}
