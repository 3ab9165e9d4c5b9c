import { Module } from '@nestjs/common';
import { HelpAdminController, HelpController } from './help.controller';
import { HelpArticlesRepository } from './help-articles.repository';
import { HelpArticlesSeeder } from './help-articles.seeder';
import { HelpArticlesService } from './help-articles.service';
import { HelpIndexService } from './help-index.service';
import { HelpSearchService } from './help-search.service';

/**
 * The help center: its articles (seeded from the shipped files), admins' edits, and the one
 * ranking of them that its search page and the chat assistant share.
 */
@Module({
  controllers: [HelpController, HelpAdminController],
  providers: [
    HelpArticlesRepository,
    HelpArticlesSeeder,
    HelpArticlesService,
    HelpIndexService,
    HelpSearchService,
  ],
  exports: [HelpArticlesService, HelpIndexService],
})
export class HelpModule {}
