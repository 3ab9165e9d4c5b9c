/**
 * Staff notes on clients and their applications: who may read and write them (admins every
 * client's, agents their assigned clients'), pinning and its order, archiving.
 */
import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';
import { ErrorCode, Role } from '@coverline/contracts';
import type { UserPrincipal } from '../../common/auth/principal';
import { DomainException } from '../../common/errors/domain.exception';
import { ClientsService } from '../../identity/clients';
import { Client } from '../../identity/clients/entities/client.entity';
import { QuoteRecords } from '../../quoting/quotes';
import { User } from '../../identity/users/entities/user.entity';
import { mapNote, type CreateNoteDto, type NoteDto } from './dto/note.dto';
import { ClientNote } from './entities/client-note.entity';

@Injectable()
export class NotesService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(ClientsService) private readonly clients: ClientsService,
    @Inject(QuoteRecords) private readonly quotes: QuoteRecords,
  ) {}

  /** Pinned first in their order, then the newest first; archived ones included, marked. */
  async list(caller: UserPrincipal, clientId: string): Promise<NoteDto[]> {
    await this.assertCanUse(this.db.manager, caller, clientId);
    return this.listed(this.db.manager, clientId);
  }

  async create(caller: UserPrincipal, clientId: string, dto: CreateNoteDto): Promise<NoteDto> {
    const m = this.db.manager;
    await this.assertCanUse(m, caller, clientId);
    if (dto.scope === 'client' && dto.applicationId !== undefined) {
      throw new BadRequestException(['applicationId is only for notes with scope policy']);
    }
    if (
      dto.applicationId !== undefined &&
      !(await this.quotes.isOfClient(m, dto.applicationId, clientId))
    ) {
      throw new BadRequestException(['applicationId must be one of the client’s applications']);
    }
    const note = await m.save(
      m.create(ClientNote, {
        clientId,
        scope: dto.scope,
        applicationId: dto.applicationId ?? null,
        text: dto.text,
        authorId: caller.userId,
        pinnedPosition: null,
        archived: false,
      }),
    );
    return this.one(m, note);
  }

  /** Pins at the end of the pinned list; pinning a pinned note leaves it where it is. */
  pin(caller: UserPrincipal, clientId: string, noteId: string): Promise<NoteDto> {
    return this.change(caller, clientId, noteId, async (m, note) => {
      if (note.archived) throw new ConflictException('Unarchive the note before pinning it');
      if (note.pinnedPosition !== null) return;
      const { next } = (await m
        .createQueryBuilder(ClientNote, 'n')
        .select('COALESCE(MAX(n.pinned_position) + 1, 0)', 'next')
        .where('n.client_id = :clientId', { clientId })
        .getRawOne<{ next: number }>()) ?? { next: 0 };
      note.pinnedPosition = Number(next);
    });
  }

  unpin(caller: UserPrincipal, clientId: string, noteId: string): Promise<NoteDto> {
    return this.change(caller, clientId, noteId, async (m, note) => {
      await this.unpinned(m, note);
    });
  }

  /** An archived note leaves the pinned list: unarchiving does not pin it again. */
  archive(caller: UserPrincipal, clientId: string, noteId: string): Promise<NoteDto> {
    return this.change(caller, clientId, noteId, async (m, note) => {
      await this.unpinned(m, note);
      note.archived = true;
    });
  }

  unarchive(caller: UserPrincipal, clientId: string, noteId: string): Promise<NoteDto> {
    return this.change(caller, clientId, noteId, (_m, note) => {
      note.archived = false;
      return Promise.resolve();
    });
  }

  /** A new order for the pinned notes: the ids must be exactly the pinned ones, each once. */
  async reorderPinned(
    caller: UserPrincipal,
    clientId: string,
    noteIds: string[],
  ): Promise<NoteDto[]> {
    return this.db.transaction(async (m) => {
      await this.assertCanUse(m, caller, clientId);
      await this.lockClient(m, clientId);
      const current = await m
        .createQueryBuilder(ClientNote, 'n')
        .where('n.client_id = :clientId AND n.pinned_position IS NOT NULL', { clientId })
        .getMany();
      const given = new Set(noteIds);
      const same =
        given.size === noteIds.length &&
        given.size === current.length &&
        current.every((n) => given.has(n.id));
      if (!same) {
        throw new BadRequestException([
          'noteIds must list every pinned note of the client exactly once',
        ]);
      }
      for (const [position, id] of noteIds.entries()) {
        await m.update(ClientNote, { id }, { pinnedPosition: position });
      }
      return (await this.listed(m, clientId)).filter((n) => n.pinned);
    });
  }

  /** Staff only reach here; an agent must be one of the client's agents (1301 otherwise). */
  private async assertCanUse(
    m: EntityManager,
    caller: UserPrincipal,
    clientId: string,
  ): Promise<void> {
    if (!(await m.exists(Client, { where: { id: clientId } }))) {
      throw new NotFoundException('Client not found');
    }
    if (caller.role === Role.Admin) return;
    const agents = await this.clients.agentsOf(clientId, m);
    if (!agents.includes(caller.userId)) throw new DomainException(ErrorCode.NotYourClient);
  }

  /** Serialises changes to one client's pinned list, so positions never collide. */
  private async lockClient(m: EntityManager, clientId: string): Promise<void> {
    await m.query(`SELECT id FROM clients WHERE id = $1 FOR UPDATE`, [clientId]);
  }

  private change(
    caller: UserPrincipal,
    clientId: string,
    noteId: string,
    apply: (m: EntityManager, note: ClientNote) => Promise<void>,
  ): Promise<NoteDto> {
    return this.db.transaction(async (m) => {
      await this.assertCanUse(m, caller, clientId);
      await this.lockClient(m, clientId);
      const note = await m.findOneBy(ClientNote, { id: noteId, clientId });
      if (!note) throw new NotFoundException('Note not found');
      await apply(m, note);
      await m.save(note);
      return this.one(m, note);
    });
  }

  /** Takes the note out of the pinned list and closes the gap it leaves. */
  private async unpinned(m: EntityManager, note: ClientNote): Promise<void> {
    if (note.pinnedPosition === null) return;
    await m.query(
      `UPDATE client_notes SET pinned_position = pinned_position - 1
        WHERE client_id = $1 AND pinned_position > $2`,
      [note.clientId, note.pinnedPosition],
    );
    note.pinnedPosition = null;
  }

  private async one(m: EntityManager, note: ClientNote): Promise<NoteDto> {
    const fresh = await m.findOneByOrFail(ClientNote, { id: note.id });
    return mapNote(fresh, await this.authorName(m, fresh.authorId));
  }

  private async authorName(m: EntityManager, authorId: string | null): Promise<string | null> {
    if (!authorId) return null;
    const author = await m.findOneBy(User, { id: authorId });
    return author ? nameOf(author) : null;
  }

  private async listed(m: EntityManager, clientId: string): Promise<NoteDto[]> {
    const notes = await m
      .createQueryBuilder(ClientNote, 'n')
      .where('n.client_id = :clientId', { clientId })
      .orderBy('n.pinned_position', 'ASC', 'NULLS LAST')
      .addOrderBy('n.created_at', 'DESC')
      .addOrderBy('n.id', 'ASC')
      .getMany();
    const authorIds = [...new Set(notes.flatMap((n) => (n.authorId ? [n.authorId] : [])))];
    const authors = authorIds.length ? await m.findBy(User, { id: In(authorIds) }) : [];
    const names = new Map(authors.map((a) => [a.id, nameOf(a)]));
    return notes.map((n) => mapNote(n, n.authorId ? (names.get(n.authorId) ?? null) : null));
  }
}

function nameOf(user: User): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return name || user.email;
}
