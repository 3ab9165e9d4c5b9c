/** What other modules may use of back-office/notes. */
export { NotesModule } from './notes.module';
