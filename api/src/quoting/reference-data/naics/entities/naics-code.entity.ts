import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A six-digit industry of the 2022 North American Industry Classification System. */
@Entity('naics_codes')
export class NaicsCode {
  @PrimaryColumn({ type: 'char', length: 6 })
  code: string;

  @Column({ type: 'varchar', length: 200 })
  title: string;
}
