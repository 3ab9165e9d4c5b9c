import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { EntityType } from '@coverline/contracts';

/** The officer titles an owner may hold in a business of an entity type. */
@Entity('owner_titles')
export class OwnerTitles {
  @PrimaryColumn({ name: 'entity_type', type: 'varchar', length: 20 })
  entityType: EntityType;

  @Column({ type: 'text', array: true })
  titles: string[];

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
