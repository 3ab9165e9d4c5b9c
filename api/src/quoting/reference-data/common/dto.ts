import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, IsUUID, MaxLength } from 'class-validator';

/** Company names: letters, digits, spaces and the punctuation names use (& . , ' ( ) - /). */
export const COMPANY_NAME_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N} &.,'\u2019()/+-]*$/u;
export const PHONE_PATTERN = /^\+?[0-9 ().-]{7,30}$/;

export class IdParamDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('4', { message: 'id must be a valid id.' })
  id: string;
}

export class NameParamDto {
  @ApiProperty({ maxLength: 100 })
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  name: string;
}

export class MessageDto {
  @ApiProperty() message: string;
}
