import type { DataSource } from 'typeorm';
import { EntityColumns } from '../../common/database/row-reader';
import { Client } from './entities/client.entity';

/** The columns of the clients table under an alias, for SQL that reads clients with a join. */
export function clientColumns(db: DataSource, alias: string): EntityColumns<Client> {
  return new EntityColumns(db, Client, alias);
}
