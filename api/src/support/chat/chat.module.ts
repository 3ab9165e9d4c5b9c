import { UsersDirectoryModule } from '../../identity/users';
import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../platform/config';
import { PoliciesModule } from '../../servicing/policies';
import { ReferralsModule } from '../../partners/referrals';
import { QuotesModule } from '../../quoting/quotes';
import { HelpIndexService, HelpModule } from '../help';
import { BuiltinAssistant } from './assistant/builtin-assistant';
import { CHAT_ASSISTANT } from './assistant/chat-assistant';
import { ChatTools } from './assistant/chat-tools';
import { KnowledgeRepository } from './assistant/knowledge.repository';
import { KnowledgeService } from './assistant/knowledge.service';
import { OpenAiCompatibleAssistant } from './assistant/openai-assistant';
import { ChatHub } from './chat-hub';
import { ChatController } from './chat.controller';
import { ChatGateway } from './chat.gateway';
import { ChatRepository } from './chat.repository';
import { ChatService } from './chat.service';

/**
 * Support chat: the socket gateway, its REST history and staff inbox, the assistant (on the help
 * articles' index) and the handoff job.
 */
@Module({
  imports: [QuotesModule, PoliciesModule, ReferralsModule, UsersDirectoryModule, HelpModule],
  controllers: [ChatController],
  providers: [
    ChatRepository,
    ChatService,
    ChatHub,
    ChatGateway,
    ChatTools,
    KnowledgeRepository,
    KnowledgeService,
    {
      provide: CHAT_ASSISTANT,
      inject: [APP_CONFIG, KnowledgeService, HelpIndexService],
      useFactory: (config: AppConfig, knowledge: KnowledgeService, help: HelpIndexService) => {
        const articles = () => help.current();
        return config.chat.assistant
          ? new OpenAiCompatibleAssistant(config.chat.assistant, articles)
          : new BuiltinAssistant(articles, () => knowledge.current());
      },
    },
  ],
  exports: [ChatService, ChatTools],
})
export class ChatModule {}
