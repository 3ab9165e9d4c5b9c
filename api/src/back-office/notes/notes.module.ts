/** Staff notes on clients and their policies. */
import { Module } from '@nestjs/common';
import { ClientsModule } from '../../identity/clients';
import { QuotesModule } from '../../quoting/quotes';
import { NotesController } from './notes.controller';
import { NotesService } from './notes.service';

@Module({
  imports: [ClientsModule, QuotesModule],
  controllers: [NotesController],
  providers: [NotesService],
})
export class NotesModule {}
