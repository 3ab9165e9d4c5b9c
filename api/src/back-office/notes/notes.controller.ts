/** The notes calls under /notes/clients/{clientId}: staff only, agents on their own clients. */
import { Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Role, ErrorCode } from '@coverline/contracts';
import { CurrentPrincipal, Roles } from '../../common/auth/decorators';
import type { UserPrincipal } from '../../common/auth/principal';
import {
  ClientIdParamDto,
  CreateNoteDto,
  NoteDto,
  NoteIdParamDto,
  ReorderPinnedDto,
} from './dto/note.dto';
import { NotesService } from './notes.service';
import { ApiOperationDoc } from '../../common/http/operation-doc';

@ApiTags('notes')
@ApiBearerAuth()
@Roles(Role.Admin, Role.Agent)
@Controller('notes/clients/:clientId')
export class NotesController {
  constructor(private readonly notes: NotesService) {}

  @ApiOperationDoc({
    summary: "List a client's notes",
    description:
      'The notes staff wrote on a client, pinned ones first in their chosen order, then the rest newest first.',
    errors: [ErrorCode.NotYourClient, ErrorCode.ClientNotFound],
  })
  @Get()
  @ApiOkResponse({ type: [NoteDto] })
  listNotes(
    @CurrentPrincipal() caller: UserPrincipal,
    @Param() { clientId }: ClientIdParamDto,
  ): Promise<NoteDto[]> {
    return this.notes.list(caller, clientId);
  }

  @ApiOperationDoc({
    summary: 'Add a note on a client',
    description:
      "Staff write a note on a client's record; it is attributed to the author and timestamped.",
    errors: [
      ErrorCode.NotYourClient,
      ErrorCode.ClientNotFound,
      ErrorCode.NoteApplicationOnlyForPolicy,
      ErrorCode.NoteApplicationNotOfClient,
    ],
  })
  @Post()
  @ApiCreatedResponse({ type: NoteDto })
  createNote(
    @CurrentPrincipal() caller: UserPrincipal,
    @Param() { clientId }: ClientIdParamDto,
    @Body() dto: CreateNoteDto,
  ): Promise<NoteDto> {
    return this.notes.create(caller, clientId, dto);
  }

  @ApiOperationDoc({
    summary: "Reorder a client's pinned notes",
    description:
      "Sets the order of the client's pinned notes; the body lists every pinned note exactly once.",
    errors: [ErrorCode.NotYourClient, ErrorCode.ClientNotFound, ErrorCode.NotePinnedOrderMismatch],
  })
  @Put('pinned')
  @ApiOkResponse({ type: [NoteDto], description: 'The pinned notes in their new order' })
  reorderPinnedNotes(
    @CurrentPrincipal() caller: UserPrincipal,
    @Param() { clientId }: ClientIdParamDto,
    @Body() dto: ReorderPinnedDto,
  ): Promise<NoteDto[]> {
    return this.notes.reorderPinned(caller, clientId, dto.noteIds);
  }

  @ApiOperationDoc({
    summary: 'Pin a client note',
    description: "Pins a note to the top of the client's notes, after the notes already pinned.",
    errors: [
      ErrorCode.NotYourClient,
      ErrorCode.ClientNotFound,
      ErrorCode.NoteNotFound,
      ErrorCode.NoteArchivedNotPinnable,
    ],
  })
  @Post(':noteId/pin')
  @HttpCode(200)
  @ApiOkResponse({ type: NoteDto })
  pinNote(
    @CurrentPrincipal() caller: UserPrincipal,
    @Param() { clientId, noteId }: NoteIdParamDto,
  ): Promise<NoteDto> {
    return this.notes.pin(caller, clientId, noteId);
  }

  @ApiOperationDoc({
    summary: 'Unpin a client note',
    description: "Takes a note off the pinned list; it stays among the client's active notes.",
    errors: [ErrorCode.NotYourClient, ErrorCode.ClientNotFound, ErrorCode.NoteNotFound],
  })
  @Post(':noteId/unpin')
  @HttpCode(200)
  @ApiOkResponse({ type: NoteDto })
  unpinNote(
    @CurrentPrincipal() caller: UserPrincipal,
    @Param() { clientId, noteId }: NoteIdParamDto,
  ): Promise<NoteDto> {
    return this.notes.unpin(caller, clientId, noteId);
  }

  @ApiOperationDoc({
    summary: 'Archive a client note',
    description:
      'Moves a note on the client out of the active list; it stays readable among archived notes.',
    errors: [ErrorCode.NotYourClient, ErrorCode.ClientNotFound, ErrorCode.NoteNotFound],
  })
  @Post(':noteId/archive')
  @HttpCode(200)
  @ApiOkResponse({ type: NoteDto })
  archiveNote(
    @CurrentPrincipal() caller: UserPrincipal,
    @Param() { clientId, noteId }: NoteIdParamDto,
  ): Promise<NoteDto> {
    return this.notes.archive(caller, clientId, noteId);
  }

  @ApiOperationDoc({
    summary: 'Restore an archived note',
    description: "Brings an archived note back to the client's active notes.",
    errors: [ErrorCode.NotYourClient, ErrorCode.ClientNotFound, ErrorCode.NoteNotFound],
  })
  @Post(':noteId/unarchive')
  @HttpCode(200)
  @ApiOkResponse({ type: NoteDto })
  unarchiveNote(
    @CurrentPrincipal() caller: UserPrincipal,
    @Param() { clientId, noteId }: NoteIdParamDto,
  ): Promise<NoteDto> {
    return this.notes.unarchive(caller, clientId, noteId);
  }
}
