import { Module } from '@nestjs/common';
import { HelpAdminController, HelpController } from './help.controller';
import { HelpArticlesRepository } from './help-articles.repository';
import { HelpArticlesSeeder } from './help-articles.seeder';
import { HelpArticlesService } from './help-articles.service';

/** The help center: its articles (seeded from the shipped files), search and admins' edits. */
@Module({
  controllers: [HelpController, HelpAdminController],
  providers: [HelpArticlesRepository, HelpArticlesSeeder, HelpArticlesService],
  exports: [HelpArticlesService],
})
export class HelpModule {}
