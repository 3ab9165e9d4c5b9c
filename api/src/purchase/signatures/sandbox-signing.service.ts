import {
  BadRequestException,
  ConflictException,
  GoneException,
  Inject,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { typedNameMatches } from '@coverline/contracts';
import { CLOCK, type Clock } from '../../common/clock';
import { DocumentsService } from '../documents';
import type { Document } from '../documents';
import {
  mapSigningPacket,
  type SignPacketDto,
  type SigningPacketDto,
  type SigningReceiptDto,
} from './dto/signing.dto';
import type { SignaturePacket } from './entities/signature-packet.entity';
import { SignatureSigner } from './entities/signature-signer.entity';
import { hashLinkToken } from '../../common/crypto/link-token';
import { SignaturesService } from './signatures.service';

export const SigningLinkErrors = {
  /** 404: no signer has this token, a newer link replaced it, or it expired. */
  unknown: 'This signing link is not valid or has expired. Ask the sender for a new one.',
  /** 409: the signer already signed with it. */
  used: 'These documents have already been signed with this link.',
  /** 410: the packet was withdrawn. */
  voided: 'This signature request was withdrawn, so there is nothing to sign any more.',
  /** 404: the document is not one this link's packet asks to sign. */
  noDocument: 'This document is not part of the documents to sign.',
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
    @InjectDataSource() private readonly db: DataSource,
    @Inject(SignaturesService) private readonly signatures: SignaturesService,
    @Inject(DocumentsService) private readonly documents: DocumentsService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The packet as the link's signer sees it; the first look marks them as having viewed it. */
  view(token: string): Promise<SigningPacketDto> {
    return this.db.transaction(async (manager) => {
      const { packet, signer } = await this.usableLink(manager, token);
      if (!signer.viewedAt) {
        signer.viewedAt = this.clock.now();
        await manager.update(SignatureSigner, signer.id, { viewedAt: signer.viewedAt });
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
    const signer = await this.db.manager.findOneBy(SignatureSigner, {
      tokenHash: hashLinkToken(token),
    });
    if (!signer || !signer.tokenExpiresAt || signer.tokenExpiresAt <= this.clock.now()) {
      throw new NotFoundException(SigningLinkErrors.unknown);
    }
    const packet = await this.signatures.packetOf(signer.packetId);
    if (packet.status === 'voided') throw new GoneException(SigningLinkErrors.voided);
    if (!packet.documents.some((d) => d.documentId === documentId)) {
      throw new NotFoundException(SigningLinkErrors.noDocument);
    }
    // A BOR packet's documents belong to no quote's application: the packet names them.
    const document = await this.documents
      .findOf(packet.kind === 'bor' ? null : packet.applicationId, documentId)
      .catch(() => null);
    if (!document) throw new NotFoundException(SigningLinkErrors.noDocument);
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
    const rows = (await manager.query(
      `SELECT p.legal_name FROM signing_profiles p JOIN clients c ON c.id = p.client_id
        WHERE lower(c.email) = lower($1)`,
      [signer.email],
    )) as Array<{ legal_name: string }>;
    const name = rows[0]?.legal_name;
    return name && typedNameMatches(name, signer.name) ? name : null;
  }

  /** Records the signature once; the last one completes the packet. */
  sign(token: string, dto: SignPacketDto, client: SigningClient): Promise<SigningReceiptDto> {
    return this.db.transaction(async (manager) => {
      const { packet, signer } = await this.usableLink(manager, token);
      if (!typedNameMatches(dto.typedName, signer.name)) {
        throw new BadRequestException(
          `typedName must match the signer's name: type "${signer.name}" to sign`,
        );
      }
      const signedAt = this.clock.now();
      await manager.update(SignatureSigner, signer.id, {
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
    const found = await manager.findOneBy(SignatureSigner, { tokenHash });
    if (!found) throw new NotFoundException(SigningLinkErrors.unknown);
    // Locking the packet first serialises this signer's and the other signers' calls.
    const packet = await this.signatures.lockPacket(manager, found.packetId);
    const signer = await manager.findOneBy(SignatureSigner, { id: found.id, tokenHash });
    if (!signer) throw new NotFoundException(SigningLinkErrors.unknown);
    if (packet.status === 'voided') throw new GoneException(SigningLinkErrors.voided);
    if (signer.signedAt) throw new ConflictException(SigningLinkErrors.used);
    if (!signer.tokenExpiresAt || signer.tokenExpiresAt <= this.clock.now()) {
      throw new NotFoundException(SigningLinkErrors.unknown);
    }
    return { packet, signer };
  }
}
