/**
 * Staff notes on clients and their applications: who may read and write them (admins every
 * client's, agents their assigned clients'), pinning and its order, archiving.
 */
import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ErrorCode, Role } from '@coverline/contracts';
import type { UserPrincipal } from '../../common/auth/principal';
import { DomainException } from '../../common/errors/domain.exception';
import { ClientsService } from '../../identity/clients';
import { UsersDirectory, type UserCard } from '../../identity/users';
import { QuoteRecords } from '../../quoting/quotes';
import { mapNote, type CreateNoteDto, type NoteDto } from './dto/note.dto';
import type { ClientNote } from './entities/client-note.entity';
import { NotesRepository } from './notes.repository';

@Injectable()
export class NotesService {
  constructor(
    @Inject(NotesRepository) private readonly notes: NotesRepository,
    @Inject(ClientsService) private readonly clients: ClientsService,
    @Inject(UsersDirectory) private readonly users: UsersDirectory,
    @Inject(QuoteRecords) private readonly quotes: QuoteRecords,
  ) {}

  /** Pinned first in their order, then the newest first; archived ones included, marked. */
  async list(caller: UserPrincipal, clientId: string): Promise<NoteDto[]> {
    await this.assertCanUse(this.notes.manager, caller, clientId);
    return this.listed(this.notes.manager, clientId);
  }

  async create(caller: UserPrincipal, clientId: string, dto: CreateNoteDto): Promise<NoteDto> {
    const m = this.notes.manager;
    await this.assertCanUse(m, caller, clientId);
    if (dto.scope === 'client' && dto.applicationId !== undefined) {
      throw new DomainException(ErrorCode.NoteApplicationOnlyForPolicy);
    }
    if (
      dto.applicationId !== undefined &&
      !(await this.quotes.isOfClient(m, dto.applicationId, clientId))
    ) {
      throw new DomainException(ErrorCode.NoteApplicationNotOfClient);
    }
    const note = await this.notes.insert(m, {
      clientId,
      scope: dto.scope,
      applicationId: dto.applicationId ?? null,
      text: dto.text,
      authorId: caller.userId,
      pinnedPosition: null,
      archived: false,
    });
    return this.one(m, note);
  }

  /** Pins at the end of the pinned list; pinning a pinned note leaves it where it is. */
  pin(caller: UserPrincipal, clientId: string, noteId: string): Promise<NoteDto> {
    return this.change(caller, clientId, noteId, async (m, note) => {
      if (note.archived) throw new DomainException(ErrorCode.NoteArchivedNotPinnable);
      if (note.pinnedPosition !== null) return;
      note.pinnedPosition = await this.notes.nextPinnedPosition(m, clientId);
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
    return this.notes.transaction(async (m) => {
      await this.assertCanUse(m, caller, clientId);
      await this.notes.lockClient(m, clientId);
      const current = await this.notes.pinnedOf(m, clientId);
      const given = new Set(noteIds);
      const same =
        given.size === noteIds.length &&
        given.size === current.length &&
        current.every((n) => given.has(n.id));
      if (!same) throw new DomainException(ErrorCode.NotePinnedOrderMismatch);
      for (const [position, id] of noteIds.entries()) {
        await this.notes.setPinnedPosition(m, id, position);
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
    if (!(await this.clients.findById(clientId, m))) {
      throw new DomainException(ErrorCode.ClientNotFound);
    }
    if (caller.role === Role.Admin) return;
    const agents = await this.clients.agentsOf(clientId, m);
    if (!agents.includes(caller.userId)) throw new DomainException(ErrorCode.NotYourClient);
  }

  private change(
    caller: UserPrincipal,
    clientId: string,
    noteId: string,
    apply: (m: EntityManager, note: ClientNote) => Promise<void>,
  ): Promise<NoteDto> {
    return this.notes.transaction(async (m) => {
      await this.assertCanUse(m, caller, clientId);
      await this.notes.lockClient(m, clientId);
      const note = await this.notes.find(m, clientId, noteId);
      if (!note) throw new DomainException(ErrorCode.NoteNotFound);
      await apply(m, note);
      await this.notes.save(m, note);
      return this.one(m, note);
    });
  }

  /** Takes the note out of the pinned list and closes the gap it leaves. */
  private async unpinned(m: EntityManager, note: ClientNote): Promise<void> {
    if (note.pinnedPosition === null) return;
    await this.notes.closePinnedGap(m, note.clientId, note.pinnedPosition);
    note.pinnedPosition = null;
  }

  private async one(m: EntityManager, note: ClientNote): Promise<NoteDto> {
    const fresh = await this.notes.findOrFail(m, note.id);
    return mapNote(fresh, await this.authorName(m, fresh.authorId));
  }

  private async authorName(m: EntityManager, authorId: string | null): Promise<string | null> {
    if (!authorId) return null;
    const author = await this.users.findById(authorId, m);
    return author ? nameOf(author) : null;
  }

  private async listed(m: EntityManager, clientId: string): Promise<NoteDto[]> {
    const notes = await this.notes.ofClient(m, clientId);
    const authorIds = [...new Set(notes.flatMap((n) => (n.authorId ? [n.authorId] : [])))];
    const authors = await this.users.findByIds(authorIds, m);
    const names = new Map(authors.map((a) => [a.id, nameOf(a)]));
    return notes.map((n) => mapNote(n, n.authorId ? (names.get(n.authorId) ?? null) : null));
  }
}

function nameOf(user: UserCard): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return name || user.email;
}
