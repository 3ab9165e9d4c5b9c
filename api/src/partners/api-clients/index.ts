/** What other modules may use of partners/api-clients. */
export { ApiClientsModule } from './api-clients.module';
