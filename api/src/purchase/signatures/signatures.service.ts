import { isUniqueViolation } from '../../common/database/pg-errors';
import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, IsNull, type EntityManager } from 'typeorm';
import { CLOCK, type Clock } from '../../common/clock';
import {
  SignaturePacket,
  type PacketKind,
  type PacketStatus,
} from './entities/signature-packet.entity';
import { SignatureSigner } from './entities/signature-signer.entity';
import {
  SIGNATURE_PROVIDER,
  type NewPacket,
  type SignatureProvider,
  type SignerStatus,
  type SigningLink,
} from './signature-provider';

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
    @InjectDataSource() private readonly db: DataSource,
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
    if (input.signers.length === 0) throw new BadRequestException('A packet needs a signer');
    if (input.documents.length === 0) throw new BadRequestException('A packet needs a document');
    if (!manager) return this.db.transaction((m) => this.createPacket(input, m));
    const packet = await this.insertPacket(manager, input);
    const now = this.clock.now();
    const signers = await manager.save(
      input.signers.map((s, position) =>
        manager.create(SignatureSigner, {
          packetId: packet.id,
          position,
          name: s.name.trim(),
          email: s.email.trim().toLowerCase(),
          title: s.title.trim(),
          ownerId: s.ownerId ?? null,
          tokenHash: null,
          tokenExpiresAt: null,
          sentAt: now,
          viewedAt: null,
          signedAt: null,
          typedName: null,
          consent: null,
          signedIp: null,
          signedUserAgent: null,
        }),
      ),
    );
    const created = await this.provider.createPacket(manager, packet, signers);
    await manager.update(SignaturePacket, packet.id, {
      providerPacketId: created.providerPacketId,
    });
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
    const manager = this.db.manager;
    const packet = await manager.findOne(SignaturePacket, {
      where: { applicationId, kind },
      order: { createdAt: 'DESC' },
    });
    if (!packet) return null;
    return this.statusOf(manager, packet);
  }

  /** The application's waiver packets that are out or signed, with their signers. */
  async waivers(
    applicationId: string,
    manager: EntityManager = this.db.manager,
  ): Promise<PacketStatusView[]> {
    const packets = await manager.find(SignaturePacket, {
      where: { applicationId, kind: 'waiver', status: In(['sent', 'completed']) },
      order: { createdAt: 'ASC' },
    });
    const views: PacketStatusView[] = [];
    for (const packet of packets) views.push(await this.statusOf(manager, packet));
    return views;
  }

  private async statusOf(
    manager: EntityManager,
    packet: SignaturePacket,
  ): Promise<PacketStatusView> {
    // One after another: a transaction's connection runs one query at a time.
    const signers = await manager.find(SignatureSigner, {
      where: { packetId: packet.id },
      order: { position: 'ASC' },
    });
    const progress = await this.provider.packetStatus(manager, packet);
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
    if (!manager) return this.db.transaction((m) => this.resend(signerId, m));
    const signer = await manager.findOneBy(SignatureSigner, { id: signerId });
    if (!signer) throw new NotFoundException('Signer not found');
    const packet = await this.lockPacket(manager, signer.packetId);
    if (packet.status !== 'sent') {
      throw new ConflictException(`This signature packet is ${packet.status}`);
    }
    const current = await manager.findOneByOrFail(SignatureSigner, { id: signerId });
    if (current.signedAt) throw new ConflictException('This signer has already signed');
    const link = await this.provider.resend(manager, packet, current);
    await this.signerProgressed(manager, packet, current, 'sent');
    return link;
  }

  /**
   * Withdraws the application's packet that is still out, so nobody can sign it; a completed
   * packet stays. Answers whether a packet was voided.
   */
  async void(applicationId: string, manager?: EntityManager): Promise<boolean> {
    if (!manager) return this.db.transaction((m) => this.void(applicationId, m));
    const open = await manager.findOneBy(SignaturePacket, {
      applicationId,
      kind: 'application',
      status: 'sent',
    });
    if (!open) return false;
    const packet = await this.lockPacket(manager, open.id);
    if (packet.status !== 'sent') return false;
    await manager.update(SignaturePacket, packet.id, {
      status: 'voided',
      voidedAt: this.clock.now(),
    });
    await this.provider.void(manager, packet);
    return true;
  }

  /**
   * Called once a signer's signature is stored, with their packet locked: completes the packet
   * when nobody is left to sign and tells the listeners. Answers whether this completed it.
   */
  async recordSignature(manager: EntityManager, packetId: string): Promise<boolean> {
    const unsigned = await manager.countBy(SignatureSigner, { packetId, signedAt: IsNull() });
    if (unsigned > 0) return false;
    const completedAt = this.clock.now();
    const done = await manager.update(
      SignaturePacket,
      { id: packetId, status: 'sent' },
      { status: 'completed', completedAt },
    );
    if (!done.affected) return false;
    const packet = await manager.findOneByOrFail(SignaturePacket, { id: packetId });
    const event = {
      packetId,
      applicationId: packet.applicationId,
      kind: packet.kind,
      completedAt,
    };
    for (const listener of this.listeners) await listener(event, manager);
    return true;
  }

  async packetOf(packetId: string): Promise<SignaturePacket> {
    const packet = await this.db.manager.findOneBy(SignaturePacket, { id: packetId });
    if (!packet) throw new NotFoundException('Signature packet not found');
    return packet;
  }

  /** Serialises signatures, resends and voiding of one packet. */
  async lockPacket(manager: EntityManager, packetId: string): Promise<SignaturePacket> {
    const packet = await manager.findOne(SignaturePacket, {
      where: { id: packetId },
      lock: { mode: 'pessimistic_write' },
    });
    if (!packet) throw new NotFoundException('Signature packet not found');
    return packet;
  }

  private async insertPacket(manager: EntityManager, input: NewPacket): Promise<SignaturePacket> {
    try {
      // A savepoint, so that the refusal leaves the caller's transaction usable.
      return await manager.transaction((m) =>
        m.save(
          m.create(SignaturePacket, {
            applicationId: input.applicationId,
            kind: input.kind ?? 'application',
            provider: this.provider.name,
            providerPacketId: null,
            businessName: input.businessName.trim(),
            documents: input.documents.map((d) => ({
              documentId: d.documentId,
              title: d.title,
              url: d.url ?? null,
            })),
            status: 'sent',
            completedAt: null,
            voidedAt: null,
          }),
        ),
      );
    } catch (err) {
      if (isUniqueViolation(err)) throw new ConflictException(ALREADY_OUT);
      throw err;
    }
  }
}

const ALREADY_OUT = 'This application already has a signature packet; void it first';
