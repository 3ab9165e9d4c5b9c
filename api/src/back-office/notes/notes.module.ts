/** Staff notes on clients and their policies. */
import { Module } from '@nestjs/common';
import { ClientsModule } from '../../identity/clients';
import { UsersDirectoryModule } from '../../identity/users';
import { QuotesModule } from '../../quoting/quotes';
import { NotesController } from './notes.controller';
import { NotesRepository } from './notes.repository';
import { NotesService } from './notes.service';

@Module({
  imports: [ClientsModule, UsersDirectoryModule, QuotesModule],
  controllers: [NotesController],
  providers: [NotesRepository, NotesService],
})
export class NotesModule {}
