/** What other modules may use of identity/clients. */
export { ClientsModule } from './clients.module';
export { clientColumns } from './client-columns';
export { ClientsService } from './clients.service';
export { ClientDto, mapClient } from './dto/client.dto';
export type { Client } from './entities/client.entity';
