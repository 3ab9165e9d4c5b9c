/** What other modules may use of quoting/reference-data. */
export { CarriersService } from './carriers/carriers.service';
export { IdParamDto } from './common/dto';
export { ReferenceLookups } from './lookups/reference-lookups';
export type { BusinessTypeEntry } from './lookups/reference-lookups';
export { PayrollCompaniesService } from './payroll-companies/payroll-companies.service';
export { QuestionsService } from './questions/questions.service';
export { ReferenceDataModule } from './reference-data.module';
export type { Question } from './questions/entities/question-set.entity';
export type { Carrier } from './carriers/entities/carrier.entity';
export type { PayrollCompany } from './payroll-companies/entities/payroll-company.entity';
export { inReaderLanguage, READER_LANGUAGE } from './common/reader-language';
