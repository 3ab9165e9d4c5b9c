import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import type { Language, Role } from '@coverline/contracts';
import type { AgentStatus } from './agent-status';
import { TimestampedRecord } from '../../../common/database/records';

@Entity('users')
export class User extends TimestampedRecord {
  /** Stored lower-cased; unique. */
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ name: 'password_hash', type: 'varchar', length: 255 })
  passwordHash: string;

  @Column({ type: 'varchar', length: 16 })
  role: Role;

  @Column({ name: 'first_name', type: 'varchar', length: 100 })
  firstName: string;

  @Column({ name: 'last_name', type: 'varchar', length: 100 })
  lastName: string;

  @Column({ type: 'varchar', length: 30, nullable: true })
  phone: string | null;

  @Column({ type: 'boolean', default: true })
  active: boolean;

  /** The language the person reads the product in; their mails are written in it. */
  @Column({ type: 'varchar', length: 2, default: 'en' })
  language: Language;

  /** Agents only: the ids an agent uses on the three external agent portals. */
  @Column({ name: 'portal_ids', type: 'jsonb', default: () => `'{}'::jsonb` })
  portalIds: Record<string, string>;

  /** Agents only: link a client uses to reach the agent. */
  @Column({ name: 'connect_url', type: 'varchar', length: 500, nullable: true })
  connectUrl: string | null;

  /** Agents only: where the agent stands with licensing and carrier appointments. */
  @Column({ name: 'agent_status', type: 'varchar', length: 32, nullable: true })
  agentStatus: AgentStatus | null;

  /** Agents only: the day the agent joined the agency (YYYY-MM-DD). */
  @Column({ name: 'joined_on', type: 'date', nullable: true })
  joinedOn: string | null;

  /** Clients only: the agent the client is assigned to. */
  @Column({ name: 'assigned_agent_id', type: 'uuid', nullable: true })
  assignedAgentId: string | null;

  @ManyToOne(() => User, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'assigned_agent_id' })
  assignedAgent?: User | null;

  /** Set once the owner of the account proved they receive mail at its address. */
  @Column({ name: 'email_verified_at', type: 'timestamptz', nullable: true })
  emailVerifiedAt: Date | null;

  /** The page the app opens after sign-in for this user (e.g. a quote being worked on). */
  @Column({ name: 'app_path', type: 'varchar', length: 500, nullable: true })
  appPath: string | null;

  /** Staff only: the authenticator secret, sealed with DATA_KEY; set while two-step is on. */
  @Column({ name: 'mfa_secret_sealed', type: 'text', nullable: true, select: false })
  mfaSecretSealed: string | null;

  /** Staff only: when two-step verification was turned on; null while it is off. */
  @Column({ name: 'mfa_enabled_at', type: 'timestamptz', nullable: true })
  mfaEnabledAt: Date | null;

  /** The last 30-second step whose code was accepted: a code works once. */
  @Column({
    name: 'mfa_last_step',
    type: 'bigint',
    nullable: true,
    select: false,
    transformer: {
      to: (v: number | null) => v,
      from: (v: string | null) => (v === null ? null : Number(v)),
    },
  })
  mfaLastStep: number | null;

  /** A secret being set up (shown as a QR code) until a code from it confirms it. */
  @Column({ name: 'mfa_pending_secret_sealed', type: 'text', nullable: true, select: false })
  mfaPendingSecretSealed: string | null;
}
