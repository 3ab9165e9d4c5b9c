/** What other modules may use of quoting/reference-data. */
export { IdParamDto } from './common/dto';
export { QuestionsService } from './questions/questions.service';
export { ReferenceDataModule } from './reference-data.module';
export type { Question } from './questions/entities/question-set.entity';
