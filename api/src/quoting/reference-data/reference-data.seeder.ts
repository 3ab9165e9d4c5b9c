import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { CARRIERS } from './seeds/carriers';
import { COVERAGE_TEXTS } from './seeds/coverage-texts';
import { GL_CLASSES, MASTER_INDEX, SUPERSEDED_GL_CLASSES, WC_CLASSES } from './seeds/master-index';
import NAICS_2022 from './seeds/naics-2022.json';
import { OWNER_PAYROLL_SEED_YEAR, ownerPayrollRules } from './seeds/owner-payroll-rules';
import { PAYROLL_COMPANIES } from './seeds/payroll-companies';
import {
  OWNER_TITLES,
  QUESTION_SETS,
  QUESTION_SETS_V2,
  type QuestionSetSeed,
} from './seeds/questions';
import { searchTextOf } from './naics/entities/naics-mapping.entity';
import { ReferenceSeedsRepository } from './reference-seeds.repository';

/**
 * Seeds the reference data once per data set. A data set already recorded in reference_seeds is
 * skipped, so a restart costs one query and admins' later edits and deletions stand. Inserts
 * ignore rows that exist, so instances starting together do not collide.
 */
@Injectable()
export class ReferenceDataSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger('Seed');

  constructor(@Inject(ReferenceSeedsRepository) private readonly seeds: ReferenceSeedsRepository) {}

  async onApplicationBootstrap(): Promise<void> {
    const done = await this.seeds.done();
    const sets: Array<[string, (m: EntityManager) => Promise<unknown>]> = [
      ['naics-codes-2022', (m) => this.naicsCodes(m)],
      ['master-index-v1', (m) => this.masterIndex(m)],
      // A fresh database gets the current GL classes from master-index-v1 already; this brings
      // databases seeded with the first master index up to date.
      ['master-index-gl-classes-v2', (m) => this.masterIndexGlClasses(m)],
      ['carriers-v1', (m) => this.carriers(m)],
      ['payroll-companies-v1', (m) => this.payrollCompanies(m)],
      ['coverage-texts-v1', (m) => this.coverageTexts(m)],
      [`owner-payroll-rules-${OWNER_PAYROLL_SEED_YEAR}`, (m) => this.ownerPayrollRules(m)],
      ['question-sets-v1', (m) => this.questionSets(m)],
      ['question-sets-v2', (m) => this.insertQuestionSets(m, QUESTION_SETS_V2)],
    ];
    for (const [name, seed] of sets) {
      if (done.has(name)) continue;
      await this.seeds.seedOnce(name, seed);
      this.logger.log(`Seeded ${name}`);
    }
  }

  private naicsCodes(m: EntityManager) {
    const rows = (NAICS_2022 as Array<[string, string]>).map(([code, title]) => ({ code, title }));
    return this.seeds.insert(m, 'naics_codes', { code: 'char(6)', title: 'text' }, rows);
  }

  private masterIndex(m: EntityManager) {
    const titles = new Map(NAICS_2022 as Array<[string, string]>);
    const rows = MASTER_INDEX.map((e, i) => {
      const glDescription = e.glClassCode ? GL_CLASSES[e.glClassCode] : null;
      const fields = {
        masterIndexCode: `MI-${1001 + i}`,
        masterIndexDescription: e.description,
        naicsCode: e.naicsCode,
        naicsDescription: titles.get(e.naicsCode) ?? e.description,
        keywords: e.keywords,
        wcClassCode: e.wcClassCode,
        glClassCode: e.glClassCode,
        // The sandbox Hartford adapter rates on the classification's GL class.
        hartfordSpectrumDescription: glDescription,
        employersDescription: WC_CLASSES[e.wcClassCode],
      };
      return {
        master_index_code: fields.masterIndexCode,
        master_index_description: fields.masterIndexDescription,
        naics_code: fields.naicsCode,
        naics_description: fields.naicsDescription,
        hartford_spectrum_code: e.glClassCode,
        hartford_spectrum_description: glDescription,
        employers_description: fields.employersDescription,
        wc_class_code: e.wcClassCode,
        wc_class_description: WC_CLASSES[e.wcClassCode],
        custom_class_codes: e.customClassCodes,
        gl_class_code: e.glClassCode,
        gl_class_description: glDescription,
        keywords: e.keywords,
        search_text: searchTextOf(fields),
      };
    });
    return this.seeds.insert(
      m,
      'naics_mappings',
      {
        master_index_code: 'text',
        master_index_description: 'text',
        naics_code: 'char(6)',
        naics_description: 'text',
        hartford_spectrum_code: 'text',
        hartford_spectrum_description: 'text',
        employers_description: 'text',
        wc_class_code: 'text',
        wc_class_description: 'text',
        custom_class_codes: 'jsonb',
        gl_class_code: 'text',
        gl_class_description: 'text',
        keywords: 'text[]',
        search_text: 'text',
      },
      rows,
    );
  }

  /**
   * Gives seeded classifications the current seed's GL class where they still hold what an
   * earlier seed put there: no GL class, or a pair listed in SUPERSEDED_GL_CLASSES. Anything else
   * was set by an admin and stays. The Hartford spectrum columns, seeded from the GL class, follow
   * the same rule on their own. Rows are locked in a fixed order, so an instance seeding at the
   * same time waits and then finds nothing left to change.
   */
  private async masterIndexGlClasses(m: EntityManager) {
    const seeds = new Map(
      MASTER_INDEX.flatMap((e, i) =>
        e.glClassCode
          ? [[`MI-${1001 + i}`, { code: e.glClassCode, description: GL_CLASSES[e.glClassCode] }]]
          : [],
      ),
    );
    const seeded = (code: string | null, description: string | null) =>
      code === null ? description === null : SUPERSEDED_GL_CLASSES[code] === description;
    const rows = await this.seeds.lockMasterIndexEntries(m, [...seeds.keys()]);
    for (const row of rows) {
      const seed = seeds.get(row.master_index_code)!;
      const gl = seeded(row.gl_class_code, row.gl_class_description)
        ? seed
        : { code: row.gl_class_code, description: row.gl_class_description };
      const hartford = seeded(row.hartford_spectrum_code, row.hartford_spectrum_description)
        ? seed
        : { code: row.hartford_spectrum_code, description: row.hartford_spectrum_description };
      if (
        gl.code === row.gl_class_code &&
        gl.description === row.gl_class_description &&
        hartford.code === row.hartford_spectrum_code &&
        hartford.description === row.hartford_spectrum_description
      ) {
        continue;
      }
      const searchText = searchTextOf({
        masterIndexCode: row.master_index_code,
        masterIndexDescription: row.master_index_description,
        naicsCode: row.naics_code,
        naicsDescription: row.naics_description,
        keywords: row.keywords,
        wcClassCode: row.wc_class_code,
        glClassCode: gl.code,
        hartfordSpectrumDescription: hartford.description,
        employersDescription: row.employers_description,
      });
      await this.seeds.setMasterIndexClasses(m, row.id, gl, hartford, searchText);
    }
  }

  private carriers(m: EntityManager) {
    const rows = CARRIERS.map((c) => ({
      name: c.name,
      agent_url: c.agentUrl,
      client_url: c.clientUrl,
      email: c.email,
      phone: c.phone,
      claim_url: c.claimUrl,
      coverages: c.coverages,
      payment_types: c.paymentTypes,
      initial_quote_max_backdated_days: c.initialQuoteMaxBackdatedDays,
      active_quote_max_backdated_days: c.activeQuoteMaxBackdatedDays,
    }));
    return this.seeds.insert(
      m,
      'carriers',
      {
        name: 'text',
        agent_url: 'text',
        client_url: 'text',
        email: 'text',
        phone: 'text',
        claim_url: 'text',
        coverages: 'text[]',
        payment_types: 'text[]',
        initial_quote_max_backdated_days: 'int',
        active_quote_max_backdated_days: 'int',
      },
      rows,
    );
  }

  private payrollCompanies(m: EntityManager) {
    const rows = PAYROLL_COMPANIES.map((c) => ({
      name: c.name,
      code: c.code,
      email_domain: c.emailDomain,
      url: c.url,
      quoting_coverages: c.quotingCoverages,
    }));
    return this.seeds.insert(
      m,
      'payroll_companies',
      {
        name: 'text',
        code: 'text',
        email_domain: 'text',
        url: 'text',
        quoting_coverages: 'text[]',
      },
      rows,
    );
  }

  private coverageTexts(m: EntityManager) {
    const rows = COVERAGE_TEXTS.map((t) => ({
      name: t.name,
      kind: t.kind,
      status: t.status,
      title: t.title,
      body: t.body,
      what_is_covered: t.whatIsCovered,
      what_is_not_covered: t.whatIsNotCovered,
      free_text: t.freeText,
    }));
    return this.seeds.insert(
      m,
      'coverage_texts',
      {
        name: 'text',
        kind: 'text',
        status: 'text',
        title: 'text',
        body: 'text',
        what_is_covered: 'text[]',
        what_is_not_covered: 'text[]',
        free_text: 'text',
      },
      rows,
    );
  }

  private ownerPayrollRules(m: EntityManager) {
    const rows = ownerPayrollRules().map((r) => ({
      year: r.year,
      entity_type: r.entityType,
      state: r.state,
      set_amount_cents: r.setAmountCents,
      min_amount_cents: r.minAmountCents,
      max_amount_cents: r.maxAmountCents,
    }));
    return this.seeds.insert(
      m,
      'owner_payroll_rules',
      {
        year: 'int',
        entity_type: 'text',
        state: 'char(2)',
        set_amount_cents: 'int',
        min_amount_cents: 'int',
        max_amount_cents: 'int',
      },
      rows,
    );
  }

  private insertQuestionSets(m: EntityManager, sets: QuestionSetSeed[]) {
    return this.seeds.insert(
      m,
      'question_sets',
      { kind: 'text', carrier: 'text', coverage: 'text', questions: 'jsonb' },
      sets,
    );
  }

  private async questionSets(m: EntityManager) {
    await this.insertQuestionSets(m, QUESTION_SETS);
    await this.seeds.insert(
      m,
      'owner_titles',
      { entity_type: 'text', titles: 'text[]' },
      OWNER_TITLES.map((t) => ({ entity_type: t.entityType, titles: t.titles })),
    );
  }
}
