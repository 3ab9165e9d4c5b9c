import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { SessionResponseDto } from '../../auth';
import type { MfaEnrolment, MfaStatus } from '../mfa.service';

/** The password step's answer: a session, or the second step that must come first. */
export class LoginResponseDto {
  @ApiPropertyOptional({
    description: 'Present once signed in, unless the request sent x-session (cookie only)',
  })
  access_token?: string;

  @ApiPropertyOptional({ description: 'Seconds until the token expires, once signed in' })
  expires_in?: number;

  @ApiPropertyOptional({
    enum: ['verify', 'enrol'],
    enumName: 'MfaStep',
    description:
      'Staff with two-step verification: verify (enter a code) or enrol (set it up first)',
  })
  mfa_step?: 'verify' | 'enrol';

  @ApiPropertyOptional({ description: 'Single use, for the second step, valid five minutes' })
  mfa_token?: string;
}

/** A six-digit authenticator code, or a recovery code (xxxxx-xxxxx). */
const CODE_MAX_LENGTH = 32;

export class MfaCodeDto {
  @ApiProperty({ maxLength: CODE_MAX_LENGTH, example: '123456' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(CODE_MAX_LENGTH)
  code: string;
}

export class MfaChallengeDto {
  @ApiProperty({ maxLength: 100 })
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  mfaToken: string;
}

export class MfaChallengeCodeDto extends MfaCodeDto {
  @ApiProperty({ maxLength: 100 })
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  mfaToken: string;
}

export class MfaEnrolmentDto {
  @ApiProperty({ description: 'The base32 secret, for typing into an authenticator app' })
  secret: string;

  @ApiProperty({ description: 'The otpauth:// address the QR code holds' })
  otpauthUri: string;

  @ApiProperty({ description: 'The QR code as an SVG data: URL' })
  qrCode: string;
}

export class RecoveryCodesDto {
  @ApiProperty({ type: [String], description: 'Shown once; each works once' })
  recoveryCodes: string[];
}

export class MfaSignInEnrolledDto extends SessionResponseDto {
  @ApiProperty({ type: [String], description: 'Shown once; each works once' })
  recoveryCodes: string[];
}

export class MfaStatusDto {
  @ApiProperty() enabled: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) enabledAt: string | null;
  @ApiProperty() recoveryCodesLeft: number;
  @ApiProperty({ description: 'Whether the account may not turn it off (admins, by config)' })
  required: boolean;
}

export const mapMfaStatus = (s: MfaStatus): MfaStatusDto => ({
  enabled: s.enabled,
  enabledAt: s.enabledAt?.toISOString() ?? null,
  recoveryCodesLeft: s.recoveryCodesLeft,
  required: s.required,
});

export const mapMfaEnrolment = (e: MfaEnrolment): MfaEnrolmentDto => ({ ...e });
