import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';

/** A session's token, as every way of signing in answers it. */
export class AuthResponseDto {
  @ApiProperty() access_token: string;
  @ApiProperty({ description: 'Seconds until the token expires' }) expires_in: number;
}

/** An account's id in a path. */
export class UserIdParamDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('4', { message: 'id must be a valid id' })
  id: string;
}
