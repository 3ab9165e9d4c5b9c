import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ERROR_CATALOGUE, ErrorCode, typedNameMatches } from '@coverline/contracts';
import { CLOCK, type Clock } from '../../common/clock';
import { DomainException } from '../../common/errors/domain.exception';
import { DocumentsService, type Document } from '../documents';
import {
  mapSigningPacket,
  type SignPacketDto,
  type SigningPacketDto,
  type SigningReceiptDto,
} from './dto/signing.dto';
import type { SignaturePacket } from './entities/signature-packet.entity';
import type { SignatureSigner } from './entities/signature-signer.entity';
import { hashLinkToken } from '../../common/crypto/link-token';
import { SignaturesRepository } from './signatures.repository';
import { SignaturesService } from './signatures.service';

/** What the signing endpoints may answer besides the packet, as the API documents them. */
export const SigningLinkErrors = {
  /** 404: no signer has this token, a newer link replaced it, or it expired. */
  unknown: ERROR_CATALOGUE[ErrorCode.SigningLinkInvalid].message,
  /** 409: the signer already signed with it. */
  used: ERROR_CATALOGUE[ErrorCode.SigningLinkUsed].message,
  /** 410: the packet was withdrawn. */
  voided: ERROR_CATALOGUE[ErrorCode.SigningRequestWithdrawn].message,
} as const;

/** A document of the link's packet, with its bytes. */
export interface SigningDocumentFile {
  document: Document;
  content: Buffer;
}

/** Who signed, from where: recorded with the signature. */
export interface SigningClient {
  ip: string | null;
  userAgent: string | null;
}

/**
 * The sandbox provider's signing page behind the public endpoints: the emailed token is the
 * signer's credential, read without signing in.
 */
@Injectable()
export class SandboxSigningService {
  constructor(
    @Inject(SignaturesRepository) private readonly repository: SignaturesRepository,
    @Inject(SignaturesService) private readonly signatures: SignaturesService,
    @Inject(DocumentsService) private readonly documents: DocumentsService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The packet as the link's signer sees it; the first look marks them as having viewed it. */
  view(token: string): Promise<SigningPacketDto> {
    return this.repository.transaction(async (manager) => {
      const { packet, signer } = await this.usableLink(manager, token);
      if (!signer.viewedAt) {
        signer.viewedAt = this.clock.now();
        await this.repository.updateSigner(manager, signer.id, { viewedAt: signer.viewedAt });
        await this.signatures.signerProgressed(manager, packet, signer, 'viewed');
      }
      return mapSigningPacket(packet, signer, token, await this.suggestedName(manager, signer));
    });
  }

  /**
   * One document of the link's packet, to read before signing and after: a signed link still
   * opens its documents (it cannot sign again); a replaced, expired or voided one does not.
   */
  async document(token: string, documentId: string): Promise<SigningDocumentFile> {
    const signer = await this.repository.signerByToken(hashLinkToken(token));
    if (!signer || !signer.tokenExpiresAt || signer.tokenExpiresAt <= this.clock.now()) {
      throw new DomainException(ErrorCode.SigningLinkInvalid);
    }
    const packet = await this.signatures.packetOf(signer.packetId);
    if (packet.status === 'voided') throw new DomainException(ErrorCode.SigningRequestWithdrawn);
    if (!packet.documents.some((d) => d.documentId === documentId)) {
      throw new DomainException(ErrorCode.SigningDocumentNotInPacket);
    }
    // A BOR packet's documents belong to no quote's application: the packet names them.
    const document = await this.documents
      .findOf(packet.kind === 'bor' ? null : packet.applicationId, documentId)
      .catch(() => null);
    if (!document) throw new DomainException(ErrorCode.SigningDocumentNotInPacket);
    return { document, content: await this.documents.content(document) };
  }

  /**
   * The legal name a client keeps for e-signatures, offered to type when this signer is that
   * client and the name is one the signer may sign with.
   */
  private async suggestedName(
    manager: EntityManager,
    signer: SignatureSigner,
  ): Promise<string | null> {
    const name = await this.repository.legalNameForEmail(manager, signer.email);
    return name && typedNameMatches(name, signer.name) ? name : null;
  }

  /** Records the signature once; the last one completes the packet. */
  sign(token: string, dto: SignPacketDto, client: SigningClient): Promise<SigningReceiptDto> {
    return this.repository.transaction(async (manager) => {
      const { packet, signer } = await this.usableLink(manager, token);
      if (!typedNameMatches(dto.typedName, signer.name)) {
        throw new DomainException(
          ErrorCode.TypedNameMismatch,
          `typedName must match the signer's name: type "${signer.name}" to sign`,
        );
      }
      const signedAt = this.clock.now();
      await this.repository.updateSigner(manager, signer.id, {
        signedAt,
        viewedAt: signer.viewedAt ?? signedAt,
        typedName: dto.typedName,
        consent: dto.consent,
        signedIp: client.ip?.slice(0, 64) ?? null,
        signedUserAgent: client.userAgent?.slice(0, 512) ?? null,
      });
      await this.signatures.signerProgressed(manager, packet, signer, 'signed');
      const packetCompleted = await this.signatures.recordSignature(manager, packet.id);
      return { signedAt: signedAt.toISOString(), packetCompleted };
    });
  }

  /** The link's signer and their packet, locked; refuses links that cannot be used. */
  private async usableLink(
    manager: EntityManager,
    token: string,
  ): Promise<{ packet: SignaturePacket; signer: SignatureSigner }> {
    const tokenHash = hashLinkToken(token);
    const found = await this.repository.signerByToken(tokenHash, manager);
    if (!found) throw new DomainException(ErrorCode.SigningLinkInvalid);
    // Locking the packet first serialises this signer's and the other signers' calls.
    const packet = await this.signatures.lockPacket(manager, found.packetId);
    const signer = await this.repository.signerByToken(tokenHash, manager, found.id);
    if (!signer) throw new DomainException(ErrorCode.SigningLinkInvalid);
    if (packet.status === 'voided') throw new DomainException(ErrorCode.SigningRequestWithdrawn);
    if (signer.signedAt) throw new DomainException(ErrorCode.SigningLinkUsed);
    if (!signer.tokenExpiresAt || signer.tokenExpiresAt <= this.clock.now()) {
      throw new DomainException(ErrorCode.SigningLinkInvalid);
    }
    return { packet, signer };
  }
}
