/**
 * Loads and stores staff notes: a client's notes in their order, the pinned list's positions
 * under the client's row lock, and the applications the notes name.
 */
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type DeepPartial, type EntityManager } from 'typeorm';
import { ClientNote } from './entities/client-note.entity';

@Injectable()
export class NotesRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The manager reads outside a transaction go through. */
  get manager(): EntityManager {
    return this.db.manager;
  }

  /** Runs the work in one transaction; every write of a change goes through its manager. */
  transaction<T>(work: (m: EntityManager) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /** Serialises changes to one client's pinned list, so positions never collide. */
  async lockClient(m: EntityManager, clientId: string): Promise<void> {
    await m.query(`SELECT id FROM clients WHERE id = $1 FOR UPDATE`, [clientId]);
  }

  insert(m: EntityManager, note: DeepPartial<ClientNote>): Promise<ClientNote> {
    return m.save(m.create(ClientNote, note));
  }

  save(m: EntityManager, note: ClientNote): Promise<ClientNote> {
    return m.save(note);
  }

  find(m: EntityManager, clientId: string, noteId: string): Promise<ClientNote | null> {
    return m.findOneBy(ClientNote, { id: noteId, clientId });
  }

  findOrFail(m: EntityManager, noteId: string): Promise<ClientNote> {
    return m.findOneByOrFail(ClientNote, { id: noteId });
  }

  /** Pinned first in their order, then the newest first; archived ones included. */
  ofClient(m: EntityManager, clientId: string): Promise<ClientNote[]> {
    return m
      .createQueryBuilder(ClientNote, 'n')
      .where('n.client_id = :clientId', { clientId })
      .orderBy('n.pinned_position', 'ASC', 'NULLS LAST')
      .addOrderBy('n.created_at', 'DESC')
      .addOrderBy('n.id', 'ASC')
      .getMany();
  }

  pinnedOf(m: EntityManager, clientId: string): Promise<ClientNote[]> {
    return m
      .createQueryBuilder(ClientNote, 'n')
      .where('n.client_id = :clientId AND n.pinned_position IS NOT NULL', { clientId })
      .getMany();
  }

  /** The position after the client's last pinned note (0 when none is pinned). */
  async nextPinnedPosition(m: EntityManager, clientId: string): Promise<number> {
    const { next } = (await m
      .createQueryBuilder(ClientNote, 'n')
      .select('COALESCE(MAX(n.pinned_position) + 1, 0)', 'next')
      .where('n.client_id = :clientId', { clientId })
      .getRawOne<{ next: number }>()) ?? { next: 0 };
    return Number(next);
  }

  async setPinnedPosition(m: EntityManager, noteId: string, position: number): Promise<void> {
    await m.update(ClientNote, { id: noteId }, { pinnedPosition: position });
  }

  /** Closes the gap a note leaving the pinned list at this position leaves. */
  async closePinnedGap(m: EntityManager, clientId: string, position: number): Promise<void> {
    await m.query(
      `UPDATE client_notes SET pinned_position = pinned_position - 1
        WHERE client_id = $1 AND pinned_position > $2`,
      [clientId, position],
    );
  }
}
