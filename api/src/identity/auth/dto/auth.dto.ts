import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';

/** A token for a caller who keeps it themself: a guest's, or an admin's acting as a rep. */
export class AuthResponseDto {
  @ApiProperty() access_token: string;
  @ApiProperty({ description: 'Seconds until the token expires' }) expires_in: number;
}

/**
 * A session started or renewed: the token also goes into the session's `HttpOnly` cookie. The
 * body carries it for API clients only: a request that sends the `x-session` header (the web
 * app) gets `expires_in` alone, so no script ever holds the token.
 */
export class SessionResponseDto {
  @ApiPropertyOptional({
    description: 'The token; absent when the request sent the x-session header (cookie only)',
  })
  access_token?: string;
  @ApiProperty({ description: 'Seconds until the token expires' }) expires_in: number;
}

/** An account's id in a path. */
export class UserIdParamDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('4', { message: 'id must be a valid id.' })
  id: string;
}
