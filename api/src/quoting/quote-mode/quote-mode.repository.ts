/**
 * What the API/manual switch reads and writes beside the quote itself, each on the manager of
 * the action's transaction: the proposals in use, and the carriers a line may name.
 */
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { CoverageType } from '@coverline/contracts';

/** The document type of a quote proposal (documents/document-type.ts). */
const QUOTE_PROPOSAL = 'QUOTE_PROPOSAL';

@Injectable()
export class QuoteModeRepository {
  /**
   * Takes the quote's proposals out of use: they were printed from carrier quotes that are
   * gone, so clients and mail stop offering them. Answers how many were in use.
   */
  async deactivateProposals(m: EntityManager, applicationId: string): Promise<number> {
    // An UPDATE answers its rows and the count.
    const [rows] = (await m.query(
      `UPDATE documents SET active = false
        WHERE application_id = $1 AND type = $2 AND active
        RETURNING id`,
      [applicationId, QUOTE_PROPOSAL],
    )) as [Array<{ id: string }>, number];
    return rows.length;
  }

  /** The active carriers writing the line, by name. */
  async lineCarriers(m: EntityManager, coverage: CoverageType): Promise<string[]> {
    const rows: Array<{ name: string }> = await m.query(
      `SELECT name FROM carriers WHERE active AND $1 = ANY(coverages) ORDER BY name`,
      [coverage],
    );
    return rows.map((r) => r.name);
  }
}
