/** The notes calls' requests and answers. */
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsNotEmpty,
  IsString,
  IsUUID,
  MaxLength,
  ValidateIf,
} from 'class-validator';
import { NOTE_SCOPES, type ClientNote, type NoteScope } from '../entities/client-note.entity';

export const NOTE_TEXT_MAX = 2000;
/** More pinned notes than anyone reads; bounds the reorder body. */
const PINNED_MAX = 200;

export class ClientIdParamDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('4', { message: 'clientId must be a valid id.' })
  clientId: string;
}

export class NoteIdParamDto extends ClientIdParamDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('4', { message: 'noteId must be a valid id.' })
  noteId: string;
}

export class CreateNoteDto {
  @ApiProperty({ maxLength: NOTE_TEXT_MAX })
  @IsString()
  @IsNotEmpty({ message: 'text is required.' })
  @MaxLength(NOTE_TEXT_MAX)
  text: string;

  @ApiProperty({ enum: NOTE_SCOPES, enumName: 'NoteScope' })
  @IsIn(NOTE_SCOPES)
  scope: NoteScope;

  @ApiPropertyOptional({
    format: 'uuid',
    description: 'The application the note is about; required with scope policy, refused otherwise',
  })
  @ValidateIf((o: CreateNoteDto) => o.scope === 'policy' || o.applicationId !== undefined)
  @IsUUID('4', { message: 'applicationId must be a valid id.' })
  applicationId?: string;
}

export class ReorderPinnedDto {
  @ApiProperty({
    type: [String],
    format: 'uuid',
    description: 'Every pinned note of the client, first to last',
  })
  @IsArray()
  @ArrayMaxSize(PINNED_MAX)
  @IsUUID('4', { each: true, message: 'noteIds must hold valid ids.' })
  noteIds: string[];
}

export class NoteDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) clientId: string;
  @ApiProperty({ enum: NOTE_SCOPES, enumName: 'NoteScope' }) scope: NoteScope;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) applicationId: string | null;
  @ApiProperty() text: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) authorId: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The author’s name, else email' })
  authorName: string | null;
  @ApiProperty() pinned: boolean;
  @ApiProperty({ type: Number, nullable: true, description: '0 is the first pinned note' })
  pinnedPosition: number | null;
  @ApiProperty() archived: boolean;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: Date;
  @ApiProperty({ type: String, format: 'date-time' }) updatedAt: Date;
}

export function mapNote(note: ClientNote, authorName: string | null): NoteDto {
  return {
    id: note.id,
    clientId: note.clientId,
    scope: note.scope,
    applicationId: note.applicationId,
    text: note.text,
    authorId: note.authorId,
    authorName,
    pinned: note.pinnedPosition !== null,
    pinnedPosition: note.pinnedPosition,
    archived: note.archived,
    createdAt: note.createdAt,
    updatedAt: note.updatedAt,
  };
}
