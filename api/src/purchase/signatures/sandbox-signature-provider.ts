import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { CLOCK, type Clock } from '../../common/clock';
import { PublicLinks } from '../../common/http/public-links';
import { MailService } from '../../platform/mail';
import type { SignaturePacket } from './entities/signature-packet.entity';
import type { SignatureSigner } from './entities/signature-signer.entity';
import type {
  CreatedProviderPacket,
  SignatureProvider,
  SignerProgress,
  SigningLink,
} from './signature-provider';
import { hashLinkToken, newLinkToken } from '../../common/crypto/link-token';
import { SIGNING_LINK_TTL_DAYS } from './signing-token';
import { SignaturesRepository } from './signatures.repository';

export const SANDBOX_PROVIDER = 'sandbox';

/**
 * The sandbox e-signature service: it emails each signer a single-use link to Coverline's own
 * signing page (`/sign/<token>`) and keeps its state in the packet's signer rows. Signing itself
 * happens in `SandboxSigningService`, behind the public signing endpoints.
 */
@Injectable()
export class SandboxSignatureProvider implements SignatureProvider {
  readonly name = SANDBOX_PROVIDER;

  constructor(
    @Inject(PublicLinks) private readonly links: PublicLinks,
    @Inject(MailService) private readonly mail: MailService,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(SignaturesRepository) private readonly repository: SignaturesRepository,
  ) {}

  async createPacket(
    manager: EntityManager,
    packet: SignaturePacket,
    signers: SignatureSigner[],
  ): Promise<CreatedProviderPacket> {
    const links: SigningLink[] = [];
    for (const signer of signers) links.push(await this.invite(manager, packet, signer));
    // The sandbox is its own provider: its packet is ours.
    return { providerPacketId: packet.id, links };
  }

  async packetStatus(packet: SignaturePacket, manager?: EntityManager): Promise<SignerProgress[]> {
    const signers = await this.repository.signersOf(packet.id, manager);
    return signers.map((s) => ({
      signerId: s.id,
      status: s.signedAt ? 'signed' : s.viewedAt ? 'viewed' : 'sent',
      sentAt: s.sentAt,
      viewedAt: s.viewedAt,
      signedAt: s.signedAt,
    }));
  }

  resend(
    manager: EntityManager,
    packet: SignaturePacket,
    signer: SignatureSigner,
  ): Promise<SigningLink> {
    return this.invite(manager, packet, signer);
  }

  /** The signing page reads the packet's status, so a voided packet already refuses signing. */
  void(): Promise<void> {
    return Promise.resolve();
  }

  /** Gives the signer a fresh token (replacing any earlier one) and emails the link. */
  private async invite(
    manager: EntityManager,
    packet: SignaturePacket,
    signer: SignatureSigner,
  ): Promise<SigningLink> {
    const token = newLinkToken();
    const now = this.clock.now();
    await this.repository.updateSigner(manager, signer.id, {
      tokenHash: hashLinkToken(token),
      tokenExpiresAt: new Date(now.getTime() + SIGNING_LINK_TTL_DAYS * 24 * 3600 * 1000),
      sentAt: now,
    });
    const signingUrl = this.links.url(`/sign/${token}`);
    await this.mail.enqueue(manager, signer.email, 'signature-request', {
      signerName: signer.name,
      businessName: packet.businessName,
      documentTitles: packet.documents.map((d) => d.title),
      signingUrl,
      expiresInDays: SIGNING_LINK_TTL_DAYS,
    });
    return { signerId: signer.id, signingUrl };
  }
}
