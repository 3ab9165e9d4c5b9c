import { UsersDirectoryModule } from '../../identity/users';
import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../platform/config';
import { PoliciesModule } from '../../servicing/policies';
import { ReferralsModule } from '../../partners/referrals';
import { QuotesModule } from '../../quoting/quotes';
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

/** Support chat: the socket gateway, its REST history, the assistant and the handoff job. */
@Module({
  imports: [QuotesModule, PoliciesModule, ReferralsModule, UsersDirectoryModule],
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
      inject: [APP_CONFIG, KnowledgeService],
      useFactory: (config: AppConfig, knowledge: KnowledgeService) => {
        const index = () => knowledge.current();
        return config.chat.assistant
          ? new OpenAiCompatibleAssistant(config.chat.assistant, index)
          : new BuiltinAssistant(index);
      },
    },
  ],
  exports: [ChatService, ChatTools],
})
export class ChatModule {}
