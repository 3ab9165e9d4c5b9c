import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Equals, IsBoolean, IsNotEmpty, IsString, IsUUID, MaxLength } from 'class-validator';
import type { PacketDocument, SignaturePacket } from '../entities/signature-packet.entity';
import type { SignatureSigner } from '../entities/signature-signer.entity';
import type { SignerStatus } from '../signature-provider';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** Emailed tokens are 43 characters; anything much longer is not one. */
const TOKEN_MAX_LENGTH = 128;
const TYPED_NAME_MAX_LENGTH = 200;

export class SigningTokenParamDto {
  @ApiProperty({
    description: 'The token of the emailed signing link',
    maxLength: TOKEN_MAX_LENGTH,
  })
  @MaxLength(TOKEN_MAX_LENGTH)
  @IsString()
  token: string;
}

export class SigningDocumentParamDto extends SigningTokenParamDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID()
  documentId: string;
}

export class SignPacketDto {
  @ApiProperty({
    description: "The signer's full name, typed as their signature",
    maxLength: TYPED_NAME_MAX_LENGTH,
  })
  @Transform(trim)
  @MaxLength(TYPED_NAME_MAX_LENGTH)
  @IsString()
  @IsNotEmpty({ message: 'typedName is required: type your full name to sign.' })
  typedName: string;

  @ApiProperty({ description: 'The signer agrees to sign electronically; must be true' })
  @Equals(true, { message: 'consent is required: agree to sign electronically.' })
  @IsBoolean({ message: 'consent must be true or false.' })
  consent: boolean;
}

export class SigningDocumentDto {
  @ApiProperty() documentId: string;
  @ApiProperty() title: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description:
      'Where the document can be read: the PDF behind this signing link (authorised by its token) unless the packet named another address',
  })
  url: string | null;
}

/** What the signing page shows to the signer the link belongs to. */
export class SigningPacketDto {
  @ApiProperty() businessName: string;
  @ApiProperty() signerName: string;
  @ApiProperty({ description: "The signer's role in the business" }) signerTitle: string;
  @ApiProperty({ type: [SigningDocumentDto] }) documents: SigningDocumentDto[];
  @ApiProperty({ enum: ['sent', 'viewed', 'signed'], enumName: 'SignerStatus' })
  status: SignerStatus;
  @ApiProperty({ description: 'The e-signature service; "sandbox" is labelled as such' })
  provider: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description:
      'The legal name the signer keeps in their e-signature profile, to offer as the typed name',
  })
  suggestedName: string | null;
}

export class SigningReceiptDto {
  @ApiProperty() signedAt: string;
  @ApiProperty({ description: 'Whether this was the last signature the packet waited for' })
  packetCompleted: boolean;
}

/** The document behind a signing link, relative to the API's origin. */
export function signingDocumentPath(token: string, documentId: string): string {
  return `/api/signatures/sign/${encodeURIComponent(token)}/documents/${encodeURIComponent(documentId)}`;
}

export function mapSigningPacket(
  packet: SignaturePacket,
  signer: SignatureSigner,
  token: string,
  suggestedName: string | null,
): SigningPacketDto {
  const mapDocument = (d: PacketDocument): SigningDocumentDto => ({
    documentId: d.documentId,
    title: d.title,
    url: d.url ?? signingDocumentPath(token, d.documentId),
  });
  return {
    businessName: packet.businessName,
    signerName: signer.name,
    signerTitle: signer.title,
    documents: packet.documents.map(mapDocument),
    status: signer.signedAt ? 'signed' : signer.viewedAt ? 'viewed' : 'sent',
    provider: packet.provider,
    suggestedName,
  };
}
