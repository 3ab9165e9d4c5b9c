/**
 * The columns most tables share, declared once: a generated uuid key, and the times a row was
 * created and last updated. Entities extend the narrowest class that matches their table.
 */
import { CreateDateColumn, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export abstract class IdentifiedRecord {
  @PrimaryGeneratedColumn('uuid')
  id: string;
}

/** A row written once, such as a session or a token: it records when, never an update. */
export abstract class CreatedRecord extends IdentifiedRecord {
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

export abstract class TimestampedRecord extends CreatedRecord {
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
