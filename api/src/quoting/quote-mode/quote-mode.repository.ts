/**
 * What the API/manual switch writes beside the quote itself, on the manager of the action's
 * transaction: the proposals in use.
 */
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

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
}
