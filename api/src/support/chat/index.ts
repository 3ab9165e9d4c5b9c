/** What other modules may use of support/chat. */
export { ChatModule } from './chat.module';
