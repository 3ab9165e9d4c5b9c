/**
 * Every query of signature packets, their signers and clients' e-signature profiles. Calls
 * that change a packet take the caller's transaction; reads default to the pool.
 */
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, IsNull, type EntityManager } from 'typeorm';
import { isUniqueViolation } from '../../common/database/pg-errors';
import {
  SignaturePacket,
  type PacketKind,
  type PacketStatus,
} from './entities/signature-packet.entity';
import { SignatureSigner } from './entities/signature-signer.entity';
import { SigningProfile } from './entities/signing-profile.entity';

export type NewSignaturePacket = Pick<
  SignaturePacket,
  'applicationId' | 'kind' | 'provider' | 'businessName' | 'documents'
>;

export type NewSignatureSigner = Pick<
  SignatureSigner,
  'packetId' | 'position' | 'name' | 'email' | 'title' | 'ownerId' | 'sentAt'
>;

/** What may change on a signer: their link, their first view, their signature. */
export type SignerChange = Partial<
  Pick<
    SignatureSigner,
    | 'tokenHash'
    | 'tokenExpiresAt'
    | 'sentAt'
    | 'viewedAt'
    | 'signedAt'
    | 'typedName'
    | 'consent'
    | 'signedIp'
    | 'signedUserAgent'
  >
>;

@Injectable()
export class SignaturesRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Runs the work in one transaction; every write of a change goes through its manager. */
  transaction<T>(work: (m: EntityManager) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /**
   * Stores a packet that is out. In a savepoint, so that the refusal of a second application
   * packet (answered as null) leaves the caller's transaction usable.
   */
  async insertPacket(
    m: EntityManager,
    fields: NewSignaturePacket,
  ): Promise<SignaturePacket | null> {
    try {
      return await m.transaction((s) =>
        s.save(
          s.create(SignaturePacket, {
            ...fields,
            providerPacketId: null,
            status: 'sent',
            completedAt: null,
            voidedAt: null,
          }),
        ),
      );
    } catch (err) {
      if (isUniqueViolation(err)) return null;
      throw err;
    }
  }

  async setProviderPacketId(m: EntityManager, id: string, providerPacketId: string): Promise<void> {
    await m.update(SignaturePacket, id, { providerPacketId });
  }

  findPacket(id: string, m: EntityManager = this.db.manager): Promise<SignaturePacket | null> {
    return m.findOneBy(SignaturePacket, { id });
  }

  /** The packet, locked until the transaction ends. */
  lockPacket(m: EntityManager, id: string): Promise<SignaturePacket | null> {
    return m.findOne(SignaturePacket, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /** The application's latest packet of the kind. */
  latestPacket(applicationId: string, kind: PacketKind): Promise<SignaturePacket | null> {
    return this.db.manager.findOne(SignaturePacket, {
      where: { applicationId, kind },
      order: { createdAt: 'DESC' },
    });
  }

  /** The application's packets of the kind in these statuses, oldest first. */
  packetsOf(
    applicationId: string,
    kind: PacketKind,
    statuses: PacketStatus[],
    m: EntityManager = this.db.manager,
  ): Promise<SignaturePacket[]> {
    return m.find(SignaturePacket, {
      where: { applicationId, kind, status: In(statuses) },
      order: { createdAt: 'ASC' },
    });
  }

  /** The application packet that is out or completed, if any. */
  liveApplicationPacket(m: EntityManager, applicationId: string): Promise<SignaturePacket | null> {
    return m
      .createQueryBuilder(SignaturePacket, 'p')
      .where('p.application_id = :applicationId', { applicationId })
      .andWhere(`p.kind = 'application'`)
      .andWhere(`p.status <> 'voided'`)
      .getOne();
  }

  /** The application packet still out for signing, if any. */
  openApplicationPacket(m: EntityManager, applicationId: string): Promise<SignaturePacket | null> {
    return m.findOneBy(SignaturePacket, { applicationId, kind: 'application', status: 'sent' });
  }

  async voidPacket(m: EntityManager, id: string, voidedAt: Date): Promise<void> {
    await m.update(SignaturePacket, id, { status: 'voided', voidedAt });
  }

  /** Completes the packet if it is still out; answers whether this call completed it. */
  async completePacket(m: EntityManager, id: string, completedAt: Date): Promise<boolean> {
    const done = await m.update(
      SignaturePacket,
      { id, status: 'sent' },
      { status: 'completed', completedAt },
    );
    return Boolean(done.affected);
  }

  /** Stores the signers of a new packet, with no link yet and nothing signed. */
  insertSigners(m: EntityManager, signers: NewSignatureSigner[]): Promise<SignatureSigner[]> {
    return m.save(
      signers.map((s) =>
        m.create(SignatureSigner, {
          ...s,
          tokenHash: null,
          tokenExpiresAt: null,
          viewedAt: null,
          signedAt: null,
          typedName: null,
          consent: null,
          signedIp: null,
          signedUserAgent: null,
        }),
      ),
    );
  }

  /** The packet's signers in the order the caller listed them. */
  signersOf(packetId: string, m: EntityManager = this.db.manager): Promise<SignatureSigner[]> {
    return m.find(SignatureSigner, { where: { packetId }, order: { position: 'ASC' } });
  }

  findSigner(id: string, m: EntityManager = this.db.manager): Promise<SignatureSigner | null> {
    return m.findOneBy(SignatureSigner, { id });
  }

  /** The signer a link's token belongs to; with `id`, only if it is still theirs. */
  signerByToken(
    tokenHash: string,
    m: EntityManager = this.db.manager,
    id?: string,
  ): Promise<SignatureSigner | null> {
    return m.findOneBy(SignatureSigner, id ? { id, tokenHash } : { tokenHash });
  }

  countUnsigned(m: EntityManager, packetId: string): Promise<number> {
    return m.countBy(SignatureSigner, { packetId, signedAt: IsNull() });
  }

  async updateSigner(m: EntityManager, id: string, change: SignerChange): Promise<void> {
    await m.update(SignatureSigner, id, change);
  }

  /** The owner's signer on one of the packets, the one who signed first. */
  ownerSignerOn(
    m: EntityManager,
    packetIds: string[],
    ownerId: string,
  ): Promise<SignatureSigner | null> {
    return m.findOne(SignatureSigner, {
      where: { packetId: In(packetIds), ownerId },
      order: { signedAt: 'ASC' },
    });
  }

  async saveSigningProfile(
    m: EntityManager,
    profile: Pick<SigningProfile, 'clientId' | 'legalName' | 'consentedAt'>,
  ): Promise<void> {
    await m.upsert(SigningProfile, profile, ['clientId']);
  }

  /** The legal name kept by the client with this email, if they keep one. */
  async legalNameForEmail(m: EntityManager, email: string): Promise<string | null> {
    const rows = (await m.query(
      `SELECT p.legal_name FROM signing_profiles p JOIN clients c ON c.id = p.client_id
        WHERE lower(c.email) = lower($1)`,
      [email],
    )) as Array<{ legal_name: string }>;
    return rows[0]?.legal_name ?? null;
  }
}
