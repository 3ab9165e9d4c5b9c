/**
 * The columns most tables share, declared once: a generated uuid key, and the times a row was
 * created and last updated. Entities extend the narrowest class that matches their table.
 */
import {
  CreateDateColumn,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  type DeepPartial,
  type EntityManager,
  type EntityTarget,
  type ObjectLiteral,
} from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';

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

/**
 * Inserts a new row and answers it as an entity holding what the database filled in (its key,
 * times and column defaults), as `save` answers a new entity, without `save`'s persistence plan
 * (subjects, cascades, listeners): a new row with no relations to save needs none of it, and
 * building it cost several times the INSERT's own building.
 */
export async function insertRecord<E extends ObjectLiteral>(
  manager: EntityManager,
  target: EntityTarget<E>,
  fields: DeepPartial<E>,
): Promise<E> {
  const entity = manager.create(target, fields);
  await manager.insert(target, entity as QueryDeepPartialEntity<E>);
  return entity;
}
