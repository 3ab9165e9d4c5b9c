import { Inject, Injectable } from '@nestjs/common';
import { ErrorCode } from '@coverline/contracts';
import type { EntityManager } from 'typeorm';
import { CLOCK, type Clock } from '../../common/clock';
import { DomainException } from '../../common/errors/domain.exception';
import type { PacketKind, PacketStatus, SignaturePacket } from './entities/signature-packet.entity';
import type { SignatureSigner } from './entities/signature-signer.entity';
import {
  SIGNATURE_PROVIDER,
  type NewPacket,
  type SignatureProvider,
  type SignerStatus,
  type SigningLink,
} from './signature-provider';
import { SignaturesRepository } from './signatures.repository';

/** What `createPacket` answers: the packet and each signer's link, in the order given. */
export interface CreatedPacket {
  packetId: string;
  providerPacketId: string;
  signers: Array<SigningLink & { name: string; email: string }>;
}

export interface SignerStatusView {
  signerId: string;
  ownerId: string | null;
  name: string;
  email: string;
  title: string;
  status: SignerStatus;
  sentAt: Date;
  viewedAt: Date | null;
  signedAt: Date | null;
}

export interface PacketStatusView {
  packetId: string;
  applicationId: string;
  provider: string;
  status: PacketStatus;
  createdAt: Date;
  completedAt: Date | null;
  voidedAt: Date | null;
  signers: SignerStatusView[];
}

/** Told once, inside the transaction of the last signature, that every signer has signed. */
export interface PacketCompleted {
  packetId: string;
  applicationId: string;
  kind: PacketKind;
  completedAt: Date;
}

export type CompletionListener = (
  event: PacketCompleted,
  manager: EntityManager,
) => Promise<void> | void;

/** Told, inside the transaction that records it, that a signer was sent, viewed or signed. */
export interface SignerProgressed {
  packetId: string;
  applicationId: string;
  kind: PacketKind;
  signerId: string;
  ownerId: string | null;
  status: SignerStatus;
}

export type ProgressListener = (
  event: SignerProgressed,
  manager: EntityManager,
) => Promise<void> | void;

/**
 * Signature packets for applications: sending them out through the signature provider, where
 * each signer stands, new links, withdrawal, and telling the registered listeners (the quotes
 * side moves the application to Completed) when the last signer has signed.
 */
@Injectable()
export class SignaturesService {
  private readonly listeners: CompletionListener[] = [];
  private readonly progressListeners: ProgressListener[] = [];

  constructor(
    @Inject(SignaturesRepository) private readonly repository: SignaturesRepository,
    @Inject(SIGNATURE_PROVIDER) private readonly provider: SignatureProvider,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Listeners run inside the transaction that records the last signature, so what they change
   * commits with it; a listener that throws undoes the signature and the signer sees an error.
   */
  onPacketCompleted(listener: CompletionListener): void {
    this.listeners.push(listener);
  }

  /**
   * Listeners hear of every invitation, first view and signature, in the transaction that
   * records it, so what they keep in step (an owner's signature status) commits with it.
   */
  onSignerProgress(listener: ProgressListener): void {
    this.progressListeners.push(listener);
  }

  /** Tells the progress listeners where a signer of the (locked) packet now stands. */
  async signerProgressed(
    manager: EntityManager,
    packet: SignaturePacket,
    signer: SignatureSigner,
    status: SignerStatus,
  ): Promise<void> {
    const event: SignerProgressed = {
      packetId: packet.id,
      applicationId: packet.applicationId,
      kind: packet.kind,
      signerId: signer.id,
      ownerId: signer.ownerId,
      status,
    };
    for (const listener of this.progressListeners) await listener(event, manager);
  }

  /**
   * Sends the application's documents to every signer. Pass the caller's transaction to tie the
   * packet and its emails to the caller's own change.
   */
  async createPacket(input: NewPacket, manager?: EntityManager): Promise<CreatedPacket> {
    if (input.signers.length === 0 || input.documents.length === 0) {
      throw new DomainException(ErrorCode.SignaturePacketIncomplete);
    }
    if (!manager) return this.repository.transaction((m) => this.createPacket(input, m));
    const packet = await this.repository.insertPacket(manager, {
      applicationId: input.applicationId,
      kind: input.kind ?? 'application',
      provider: this.provider.name,
      businessName: input.businessName.trim(),
      documents: input.documents.map((d) => ({
        documentId: d.documentId,
        title: d.title,
        url: d.url ?? null,
      })),
    });
    if (!packet) throw new DomainException(ErrorCode.SignaturePacketAlreadyOut);
    const now = this.clock.now();
    const signers = await this.repository.insertSigners(
      manager,
      input.signers.map((s, position) => ({
        packetId: packet.id,
        position,
        name: s.name.trim(),
        email: s.email.trim().toLowerCase(),
        title: s.title.trim(),
        ownerId: s.ownerId ?? null,
        sentAt: now,
      })),
    );
    const created = await this.provider.createPacket(manager, packet, signers);
    await this.repository.setProviderPacketId(manager, packet.id, created.providerPacketId);
    for (const signer of signers) await this.signerProgressed(manager, packet, signer, 'sent');
    const links = new Map(created.links.map((l) => [l.signerId, l.signingUrl]));
    return {
      packetId: packet.id,
      providerPacketId: created.providerPacketId,
      signers: signers.map((s) => ({
        signerId: s.id,
        name: s.name,
        email: s.email,
        signingUrl: links.get(s.id) ?? '',
      })),
    };
  }

  /**
   * The application's latest packet of the kind (its application packet unless said otherwise)
   * and each signer's progress; null when none was sent.
   */
  async status(
    applicationId: string,
    kind: PacketKind = 'application',
  ): Promise<PacketStatusView | null> {
    const packet = await this.repository.latestPacket(applicationId, kind);
    if (!packet) return null;
    return this.statusOf(packet);
  }

  /** The application's waiver packets that are out or signed, with their signers. */
  async waivers(applicationId: string, manager?: EntityManager): Promise<PacketStatusView[]> {
    const packets = await this.repository.packetsOf(
      applicationId,
      'waiver',
      ['sent', 'completed'],
      manager,
    );
    const views: PacketStatusView[] = [];
    for (const packet of packets) views.push(await this.statusOf(packet, manager));
    return views;
  }

  private async statusOf(
    packet: SignaturePacket,
    manager?: EntityManager,
  ): Promise<PacketStatusView> {
    // One after another: a transaction's connection runs one query at a time.
    const signers = await this.repository.signersOf(packet.id, manager);
    const progress = await this.provider.packetStatus(packet, manager);
    const bySigner = new Map(progress.map((p) => [p.signerId, p]));
    return {
      packetId: packet.id,
      applicationId: packet.applicationId,
      provider: packet.provider,
      status: packet.status,
      createdAt: packet.createdAt,
      completedAt: packet.completedAt,
      voidedAt: packet.voidedAt,
      signers: signers.map((s) => {
        const p = bySigner.get(s.id);
        return {
          signerId: s.id,
          ownerId: s.ownerId,
          name: s.name,
          email: s.email,
          title: s.title,
          status: p?.status ?? 'sent',
          sentAt: p?.sentAt ?? s.sentAt,
          viewedAt: p?.viewedAt ?? null,
          signedAt: p?.signedAt ?? null,
        };
      }),
    };
  }

  /** Emails the signer a new link; the one sent before stops working. */
  async resend(signerId: string, manager?: EntityManager): Promise<SigningLink> {
    if (!manager) return this.repository.transaction((m) => this.resend(signerId, m));
    const signer = await this.repository.findSigner(signerId, manager);
    if (!signer) throw new DomainException(ErrorCode.SignerNotFound);
    const packet = await this.lockPacket(manager, signer.packetId);
    if (packet.status !== 'sent') {
      throw new DomainException(
        ErrorCode.SignaturePacketNotOut,
        `This signature packet is ${packet.status}`,
      );
    }
    // Read again under the packet's lock: a signature may have landed meanwhile.
    const current = (await this.repository.findSigner(signerId, manager))!;
    if (current.signedAt) throw new DomainException(ErrorCode.SignerAlreadySigned);
    const link = await this.provider.resend(manager, packet, current);
    await this.signerProgressed(manager, packet, current, 'sent');
    return link;
  }

  /**
   * Withdraws the application's packet that is still out, so nobody can sign it; a completed
   * packet stays. Answers whether a packet was voided.
   */
  async void(applicationId: string, manager?: EntityManager): Promise<boolean> {
    if (!manager) return this.repository.transaction((m) => this.void(applicationId, m));
    const open = await this.repository.openApplicationPacket(manager, applicationId);
    if (!open) return false;
    const packet = await this.lockPacket(manager, open.id);
    if (packet.status !== 'sent') return false;
    await this.repository.voidPacket(manager, packet.id, this.clock.now());
    await this.provider.void(manager, packet);
    return true;
  }

  /**
   * Called once a signer's signature is stored, with their packet locked: completes the packet
   * when nobody is left to sign and tells the listeners. Answers whether this completed it.
   */
  async recordSignature(manager: EntityManager, packetId: string): Promise<boolean> {
    const unsigned = await this.repository.countUnsigned(manager, packetId);
    if (unsigned > 0) return false;
    const completedAt = this.clock.now();
    if (!(await this.repository.completePacket(manager, packetId, completedAt))) return false;
    const packet = (await this.repository.findPacket(packetId, manager))!;
    const event = {
      packetId,
      applicationId: packet.applicationId,
      kind: packet.kind,
      completedAt,
    };
    for (const listener of this.listeners) await listener(event, manager);
    return true;
  }

  async packetOf(packetId: string, manager?: EntityManager): Promise<SignaturePacket> {
    const packet = await this.repository.findPacket(packetId, manager);
    if (!packet) throw new DomainException(ErrorCode.SignaturePacketNotFound);
    return packet;
  }

  /** Serialises signatures, resends and voiding of one packet. */
  async lockPacket(manager: EntityManager, packetId: string): Promise<SignaturePacket> {
    const packet = await this.repository.lockPacket(manager, packetId);
    if (!packet) throw new DomainException(ErrorCode.SignaturePacketNotFound);
    return packet;
  }

  /**
   * The application packet that is out or completed, with its documents as the packet names
   * them; null when there is none.
   */
  liveApplicationPacket(
    manager: EntityManager,
    applicationId: string,
  ): Promise<SignaturePacket | null> {
    return this.repository.liveApplicationPacket(manager, applicationId);
  }

  /**
   * Where the signer stands, when they are a signer of one of the application's packets that is
   * not voided; null for anyone else.
   */
  async signerOfApplication(
    signerId: string,
    applicationId: string,
  ): Promise<SignatureSigner | null> {
    const signer = await this.repository.findSigner(signerId);
    const packet = signer && (await this.repository.findPacket(signer.packetId));
    if (!packet || packet.applicationId !== applicationId || packet.status === 'voided') {
      return null;
    }
    return signer;
  }

  /** The owner's signer on the application's waiver packets that are out or signed, if any. */
  async waiverSignerOf(
    manager: EntityManager,
    applicationId: string,
    ownerId: string,
  ): Promise<SignatureSigner | null> {
    const packets = await this.repository.packetsOf(
      applicationId,
      'waiver',
      ['sent', 'completed'],
      manager,
    );
    if (packets.length === 0) return null;
    return this.repository.ownerSignerOn(
      manager,
      packets.map((p) => p.id),
      ownerId,
    );
  }

  /** The name the packet's first signer typed to sign, once they have. */
  async typedNameOf(manager: EntityManager, packetId: string): Promise<string | null> {
    const [first] = await this.repository.signersOf(packetId, manager);
    return first?.typedName ?? null;
  }

  /** Keeps a client's legal name for e-signatures and when they consented to sign online. */
  saveSigningProfile(
    manager: EntityManager,
    profile: { clientId: string; legalName: string; consentedAt: Date },
  ): Promise<void> {
    return this.repository.saveSigningProfile(manager, profile);
  }
}
