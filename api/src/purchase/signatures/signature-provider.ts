import type { EntityManager } from 'typeorm';
import type {
  PacketDocument,
  PacketKind,
  SignaturePacket,
} from './entities/signature-packet.entity';
import type { SignatureSigner } from './entities/signature-signer.entity';

/**
 * The seam an e-signature service plugs into. The shipped provider is the sandbox one, which
 * signs on Coverline's own page; a real service (Anvil, DocuSign) answers the same calls and
 * reports signatures back to `SignaturesService.recordSignature`.
 */
export interface SignatureProvider {
  /** Stored on each packet and shown to signers ("sandbox"). */
  readonly name: string;
  /**
   * Starts the provider's packet for signers already stored with the packet, and invites each of
   * them. Runs inside the caller's transaction so invitations exist exactly when the packet does.
   */
  createPacket(
    manager: EntityManager,
    packet: SignaturePacket,
    signers: SignatureSigner[],
  ): Promise<CreatedProviderPacket>;
  /** Where each signer stands, as the provider knows it (read in the caller's transaction, if any). */
  packetStatus(packet: SignaturePacket, manager?: EntityManager): Promise<SignerProgress[]>;
  /** Invites the signer again with a new link; the previous link stops working. */
  resend(
    manager: EntityManager,
    packet: SignaturePacket,
    signer: SignatureSigner,
  ): Promise<SigningLink>;
  /** Withdraws the packet at the provider: nobody can sign it any more. */
  void(manager: EntityManager, packet: SignaturePacket): Promise<void>;
}

export const SIGNATURE_PROVIDER = Symbol('SIGNATURE_PROVIDER');

export interface CreatedProviderPacket {
  providerPacketId: string;
  links: SigningLink[];
}

export interface SigningLink {
  signerId: string;
  signingUrl: string;
}

export type SignerStatus = 'sent' | 'viewed' | 'signed';

export interface SignerProgress {
  signerId: string;
  status: SignerStatus;
  sentAt: Date;
  viewedAt: Date | null;
  signedAt: Date | null;
}

export interface NewPacketSigner {
  name: string;
  email: string;
  /** The signer's role in the business (owner, president, ...). */
  title: string;
  /** The business owner the signer stands for, so their signature status can follow. */
  ownerId?: string | null;
}

/** What the quotes side asks for: the application's documents and who must sign them. */
export interface NewPacket {
  applicationId: string;
  /** `application` unless said otherwise; only one application packet is out at a time. */
  kind?: PacketKind;
  businessName: string;
  documents: Array<Omit<PacketDocument, 'url'> & { url?: string | null }>;
  signers: NewPacketSigner[];
}

export type { PacketDocument, PacketKind };
