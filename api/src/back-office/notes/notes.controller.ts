/** The notes calls under /notes/clients/{clientId}: staff only, agents on their own clients. */
import { Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Role } from '@coverline/contracts';
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

@ApiTags('notes')
@ApiBearerAuth()
@Roles(Role.Admin, Role.Agent)
@Controller('notes/clients/:clientId')
export class NotesController {
  constructor(private readonly notes: NotesService) {}

  @Get()
  @ApiOkResponse({ type: [NoteDto] })
  listNotes(
    @CurrentPrincipal() caller: UserPrincipal,
    @Param() { clientId }: ClientIdParamDto,
  ): Promise<NoteDto[]> {
    return this.notes.list(caller, clientId);
  }

  @Post()
  @ApiCreatedResponse({ type: NoteDto })
  createNote(
    @CurrentPrincipal() caller: UserPrincipal,
    @Param() { clientId }: ClientIdParamDto,
    @Body() dto: CreateNoteDto,
  ): Promise<NoteDto> {
    return this.notes.create(caller, clientId, dto);
  }

  @Put('pinned')
  @ApiOkResponse({ type: [NoteDto], description: 'The pinned notes in their new order' })
  reorderPinnedNotes(
    @CurrentPrincipal() caller: UserPrincipal,
    @Param() { clientId }: ClientIdParamDto,
    @Body() dto: ReorderPinnedDto,
  ): Promise<NoteDto[]> {
    return this.notes.reorderPinned(caller, clientId, dto.noteIds);
  }

  @Post(':noteId/pin')
  @HttpCode(200)
  @ApiOkResponse({ type: NoteDto })
  pinNote(
    @CurrentPrincipal() caller: UserPrincipal,
    @Param() { clientId, noteId }: NoteIdParamDto,
  ): Promise<NoteDto> {
    return this.notes.pin(caller, clientId, noteId);
  }

  @Post(':noteId/unpin')
  @HttpCode(200)
  @ApiOkResponse({ type: NoteDto })
  unpinNote(
    @CurrentPrincipal() caller: UserPrincipal,
    @Param() { clientId, noteId }: NoteIdParamDto,
  ): Promise<NoteDto> {
    return this.notes.unpin(caller, clientId, noteId);
  }

  @Post(':noteId/archive')
  @HttpCode(200)
  @ApiOkResponse({ type: NoteDto })
  archiveNote(
    @CurrentPrincipal() caller: UserPrincipal,
    @Param() { clientId, noteId }: NoteIdParamDto,
  ): Promise<NoteDto> {
    return this.notes.archive(caller, clientId, noteId);
  }

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
