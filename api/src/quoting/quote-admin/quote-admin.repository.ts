/**
 * What assigning a quote's agent reads and writes of the accounts, on the manager of the
 * action's transaction: the staff member named, the client's account and its assigned agent.
 */
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Role } from '@coverline/contracts';

@Injectable()
export class QuoteAdminRepository {
  /** The account's role and whether it is active, if there is one with this id. */
  async staffMember(m: EntityManager, id: string): Promise<{ role: Role; active: boolean } | null> {
    const rows: Array<{ role: Role; active: boolean }> = await m.query(
      `SELECT role, active FROM users WHERE id = $1`,
      [id],
    );
    return rows[0] ?? null;
  }

  /** The id of the client's account, when the client has one. */
  async clientAccountOf(m: EntityManager, clientId: string): Promise<string | null> {
    const rows: Array<{ user_id: string | null }> = await m.query(
      `SELECT user_id FROM clients WHERE id = $1`,
      [clientId],
    );
    return rows[0]?.user_id ?? null;
  }

  async assignAgentToAccount(m: EntityManager, userId: string, agentId: string | null) {
    await m.query(`UPDATE users SET assigned_agent_id = $2, updated_at = now() WHERE id = $1`, [
      userId,
      agentId,
    ]);
  }
}
