/** API and manual quotes: the switch between them and the carrier quotes entered by hand. */
import { Module } from '@nestjs/common';
import { AuditModule } from '../../platform/audit';
import { QuotesModule } from '../quotes';
import { ReferenceDataModule } from '../reference-data';
import { QuoteModeController } from './quote-mode.controller';
import { QuoteModeRepository } from './quote-mode.repository';
import { QuoteModeService } from './quote-mode.service';

@Module({
  imports: [QuotesModule, ReferenceDataModule, AuditModule],
  controllers: [QuoteModeController],
  providers: [QuoteModeService, QuoteModeRepository],
})
export class QuoteModeModule {}
