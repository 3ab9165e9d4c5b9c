import { Module } from '@nestjs/common';
import { FilesModule } from '../../platform/files';
import { CarriersController } from './carriers/carriers.controller';
import { CarriersRepository } from './carriers/carriers.repository';
import { CarriersService } from './carriers/carriers.service';
import { CoverageTextsController } from './coverage-texts/coverage-texts.controller';
import { CoverageTextsRepository } from './coverage-texts/coverage-texts.repository';
import { CoverageTextsService } from './coverage-texts/coverage-texts.service';
import { ReferenceLookupsRepository } from './lookups/reference-lookups.repository';
import { ReferenceLookups } from './lookups/reference-lookups';
import { NaicsController } from './naics/naics.controller';
import { NaicsRepository } from './naics/naics.repository';
import { NaicsService } from './naics/naics.service';
import { PayrollCompaniesController } from './payroll-companies/payroll-companies.controller';
import { PayrollCompaniesRepository } from './payroll-companies/payroll-companies.repository';
import { PayrollCompaniesService } from './payroll-companies/payroll-companies.service';
import { PayrollRulesController } from './payroll-rules/payroll-rules.controller';
import { PayrollRulesRepository } from './payroll-rules/payroll-rules.repository';
import { PayrollRulesService } from './payroll-rules/payroll-rules.service';
import {
  EmployersQuestionsController,
  OwnerTitlesController,
  PayrollQuestionsController,
  QuotingApiPassthroughController,
} from './questions/questions.controller';
import { QuestionsRepository } from './questions/questions.repository';
import { QuestionsService } from './questions/questions.service';
import { ReferenceDataSeeder } from './reference-data.seeder';
import { ReferenceSeedsRepository } from './reference-seeds.repository';

/**
 * The settings admins maintain and the wizard reads: carriers, payroll companies, the NAICS
 * master index, coverage texts and pop-ups, owner payroll rules and question sets.
 */
@Module({
  imports: [FilesModule],
  controllers: [
    CarriersController,
    PayrollCompaniesController,
    NaicsController,
    CoverageTextsController,
    PayrollRulesController,
    PayrollQuestionsController,
    QuotingApiPassthroughController,
    EmployersQuestionsController,
    OwnerTitlesController,
  ],
  providers: [
    CarriersService,
    PayrollCompaniesService,
    NaicsService,
    CoverageTextsService,
    PayrollRulesService,
    QuestionsService,
    CarriersRepository,
    PayrollCompaniesRepository,
    NaicsRepository,
    CoverageTextsRepository,
    PayrollRulesRepository,
    QuestionsRepository,
    ReferenceLookups,
    ReferenceLookupsRepository,
    ReferenceDataSeeder,
    ReferenceSeedsRepository,
  ],
  exports: [
    CarriersService,
    PayrollCompaniesService,
    NaicsService,
    PayrollRulesService,
    QuestionsService,
    ReferenceLookups,
  ],
})
export class ReferenceDataModule {}
