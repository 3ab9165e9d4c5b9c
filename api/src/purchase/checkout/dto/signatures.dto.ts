/** Requests and answers of the signature calls of a purchase: the packet, its signers, waivers. */
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Equals, IsBoolean, IsNotEmpty, IsString, IsUUID, MaxLength } from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class SignaturePacketRequestDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID()
  quoteId: string;
}

export class OwnerPacketsQueryDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID()
  quoteId: string;
}

export class ResendOwnerPacketDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID()
  quoteId: string;

  @ApiProperty({ format: 'uuid', description: 'A signer of the quote’s packets' })
  @IsUUID()
  signerId: string;
}

export class RequestWaiverDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID()
  quoteId: string;

  @ApiProperty({ format: 'uuid', description: 'An excluded owner or officer of the business' })
  @IsUUID()
  ownerId: string;
}

export class SetSigningProfileDto {
  @ApiProperty({ description: 'The full legal name the client signs with', maxLength: 200 })
  @Transform(trim)
  @MaxLength(200)
  @IsString()
  @IsNotEmpty({ message: 'legalName is required.' })
  legalName: string;

  @ApiProperty({ description: 'The client agrees to sign electronically; must be true' })
  @Equals(true, { message: 'consent is required: agree to sign electronically.' })
  @IsBoolean({ message: 'consent must be true or false.' })
  consent: boolean;
}

export class SigningProfileDto {
  @ApiProperty() legalName: string;
  @ApiProperty({ format: 'date-time' }) consentedAt: string;
}

export class OwnerPacketDto {
  @ApiProperty({ format: 'uuid' }) signerId: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) ownerId: string | null;
  @ApiProperty({
    enum: ['application', 'waiver'],
    enumName: 'OwnerPacketKind',
    description: 'The application’s documents, or the owner’s exclusion waiver',
  })
  kind: 'application' | 'waiver';
  @ApiProperty() name: string;
  @ApiProperty() title: string;
  @ApiProperty({ description: 'Whole for staff, masked for clients and guests' })
  email: string;
  @ApiProperty({ enum: ['sent', 'viewed', 'signed'], enumName: 'SignerStatus' })
  status: 'sent' | 'viewed' | 'signed';
  @ApiProperty({ format: 'date-time' }) sentAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) viewedAt: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) signedAt: string | null;
}

export class OwnerPacketsDto {
  @ApiProperty({ format: 'uuid' }) quoteId: string;
  @ApiProperty({
    enum: ['none', 'sent', 'completed'],
    enumName: 'SignaturePacketState',
    description: 'Where the application’s packet stands',
  })
  packetStatus: 'none' | 'sent' | 'completed';
  @ApiProperty({ type: [OwnerPacketDto] }) signers: OwnerPacketDto[];
}
