/**
 * Loads and stores quotes: whole aggregates, the application rows the services look up and
 * change, the version check every write goes through.
 */
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In, Not, type DeepPartial } from 'typeorm';
import {
  ApplicationStatus,
  Bindability,
  CarrierSyncStatus,
  ErrorCode,
  type CoverageType,
} from '@coverline/contracts';
import { BusinessService } from './business/business.service';
import { BusinessClaim } from './business/entities/business-claim.entity';
import { BusinessLocation } from './business/entities/business-location.entity';
import { BusinessOwner } from './business/entities/business-owner.entity';
import { Business } from './business/entities/business.entity';
import {
  EntityColumns,
  hasChanged,
  PreparedBatch,
  saveChangedColumns,
  uuidLiteral,
} from '../../common/database/row-reader';
import { clientColumns, type Client } from '../../identity/clients';
import type { QuoteAggregate } from './dto/quote.dto';
import { ApplicationClassCode } from './entities/application-class-code.entity';
import { Application } from './entities/application.entity';
import { CarrierQuote } from './entities/carrier-quote.entity';
import { enforce } from './enforce';
import { nextVersion, staleVersionRefusal } from './rules/status-machine';
import { DomainException } from '../../common/errors/domain.exception';
import { preparedQuery } from '../../common/database/prepared';
import { insertRecord } from '../../common/database/records';
import { heldTransaction } from '../../common/database/write-batch';

/**
 * Carrier quotes in the order answers show them: by carrier name, compared character by
 * character (the same order whichever collation the database has).
 */
export const byCarrier = (a: { carrier: string }, b: { carrier: string }): number =>
  a.carrier < b.carrier ? -1 : a.carrier > b.carrier ? 1 : 0;

/** The columns of every table a quote is read from, each under its alias in `load`'s SQL. */
function quoteTables(db: DataSource) {
  return {
    app: new EntityColumns(db, Application, 'a'),
    client: clientColumns(db, 'c'),
    business: new EntityColumns(db, Business, 'b'),
    location: new EntityColumns(db, BusinessLocation, 'l'),
    owner: new EntityColumns(db, BusinessOwner, 'o'),
    claim: new EntityColumns(db, BusinessClaim, 'cl'),
    classCode: new EntityColumns(db, ApplicationClassCode, 'cc'),
    carrierQuotes: new EntityColumns(db, CarrierQuote, 'q'),
    carrierQuotesWithoutWorksheet: new EntityColumns(db, CarrierQuote, 'q', {
      except: ['worksheet'],
    }),
  };
}

/**
 * What `load` runs, each reading the quote's id as `$1`: its row with its client and business,
 * the business's locations, owners and claims, its class codes, its carrier quotes (with or
 * without their worksheets) and whether an account has its client's email. `forEdit` locks the
 * quote's row first, in the same round trip (the reads after the lock see the last change
 * committed before it), and asks last whether the business has up-to-date carrier quotes.
 */
function loadBatches(db: DataSource) {
  const t = quoteTables(db);
  const businessId = `(SELECT business_id FROM applications WHERE id = $1)`;
  const statements = (quotes: EntityColumns<CarrierQuote>) => [
    `SELECT ${t.app.select}, ${t.client.select}, ${t.business.select}
       FROM applications a JOIN clients c ON c.id = a.client_id
       JOIN businesses b ON b.id = a.business_id
      WHERE a.id = $1`,
    `SELECT ${t.location.select} FROM business_locations l
      WHERE l.business_id = ${businessId} ORDER BY l.position`,
    `SELECT ${t.owner.select} FROM business_owners o
      WHERE o.business_id = ${businessId} ORDER BY o.position`,
    `SELECT ${t.claim.select} FROM business_claims cl
      WHERE cl.business_id = ${businessId} ORDER BY cl.position`,
    `SELECT ${t.classCode.select} FROM application_class_codes cc
      WHERE cc.application_id = $1 ORDER BY cc.position`,
    `SELECT ${quotes.select} FROM carrier_quotes q WHERE q.application_id = $1`,
    `SELECT EXISTS (
       SELECT 1 FROM users u JOIN clients c ON u.email = lower(c.email)
         JOIN applications a ON a.client_id = c.id
        WHERE a.id = $1) AS found`,
  ];
  return {
    tables: t,
    whole: new PreparedBatch('quote_load', statements(t.carrierQuotes)),
    withoutWorksheets: new PreparedBatch(
      'quote_load_no_ws',
      statements(t.carrierQuotesWithoutWorksheet),
    ),
    forEdit: new PreparedBatch('quote_edit', [
      `SELECT version FROM applications WHERE id = $1 FOR UPDATE`,
      ...statements(t.carrierQuotes),
      // Whether any quote of the business has carrier quotes a change would put out of sync.
      `SELECT EXISTS (
         SELECT 1 FROM carrier_quotes q JOIN applications a ON a.id = q.application_id
          WHERE a.business_id = ${businessId}
            AND q.sync_status = '${CarrierSyncStatus.UpToDate}') AS found`,
    ]),
  };
}

@Injectable()
export class QuotesRepository {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(BusinessService) private readonly businesses: BusinessService,
  ) {}

  /**
   * Runs the work in one transaction; every write of a change goes through its manager. Its
   * BEGIN goes out with its first statement (the lock and load), and writes held inside
   * `withWriteBatch` go out together (`heldTransaction`).
   */
  transaction<T>(work: (m: EntityManager) => Promise<T>): Promise<T> {
    return heldTransaction(this.db, work);
  }

  /**
   * The whole quote in one round trip: the seven statements of `loadBatches`, prepared on each
   * connection once and sent together, read into entities as `find` would
   * (`common/database/row-reader.ts`; a test compares the two). `worksheets: false` leaves the
   * carrier quotes' rating worksheets out (a rating replaces them; `worksheetsOf` reads the ones
   * it keeps).
   */
  async load(
    id: string,
    manager: EntityManager = this.db.manager,
    { worksheets = true }: { worksheets?: boolean } = {},
  ): Promise<QuoteAggregate> {
    if (!uuidLiteral(id)) throw new DomainException(ErrorCode.QuoteNotFound);
    const batches = this.loadBatches();
    const batch = worksheets ? batches.whole : batches.withoutWorksheets;
    return this.assemble(await batch.run(this.db, manager, id), manager, worksheets);
  }

  /**
   * The start of a change, in one round trip: locks the row and checks the version as
   * `lockVersion` does (`version` undefined skips the check), and loads the quote as `load`
   * does, with whether the business has up-to-date carrier quotes.
   */
  async lockAndLoad(
    manager: EntityManager,
    id: string,
    version: number | undefined,
  ): Promise<QuoteAggregate> {
    if (!uuidLiteral(id)) throw new DomainException(ErrorCode.QuoteNotFound);
    const [locked, ...rows] = await this.loadBatches().forEdit.run(this.db, manager, id);
    if (locked.length === 0) throw new DomainException(ErrorCode.QuoteNotFound);
    enforce(staleVersionRefusal(locked[0].version as number, version));
    const upToDate = rows.pop()!;
    return {
      ...this.assemble(rows, manager, true),
      businessHasUpToDateCarrierQuotes: upToDate[0].found === true,
    };
  }

  private batches: ReturnType<typeof loadBatches> | undefined;

  private loadBatches(): ReturnType<typeof loadBatches> {
    return (this.batches ??= loadBatches(this.db));
  }

  /** The quote held by the rows of `loadBatches`' seven statements. */
  private assemble(
    [heads, locations, owners, claims, classCodes, carrierQuotes, accounts]: Array<
      Array<Record<string, unknown>>
    >,
    manager: EntityManager,
    worksheets: boolean,
  ): QuoteAggregate {
    const t = this.loadBatches().tables;
    const quotes = worksheets ? t.carrierQuotes : t.carrierQuotesWithoutWorksheet;
    const head = heads[0];
    if (!head) throw new DomainException(ErrorCode.QuoteNotFound);
    // A quote loaded in a transaction is being changed: its rows are saved by what changed.
    const track = manager.queryRunner?.isTransactionActive === true;
    const business = Object.assign(t.business.read(head, track), {
      locations: locations.map((r) => t.location.read(r)),
      owners: owners.map((r) => t.owner.read(r)),
      claims: claims.map((r) => t.claim.read(r)),
    });
    const client = t.client.read(head);
    return {
      app: Object.assign(t.app.read(head, track), { client, business }),
      classCodes: classCodes.map((r) => t.classCode.read(r)),
      carrierQuotes: carrierQuotes.map((r) => quotes.read(r)).sort(byCarrier),
      fein: this.businesses.fein(business),
      emailHasAccount: accounts[0].found === true,
    };
  }

  /** Fills in the rating worksheets of carrier quotes loaded without them. */
  async worksheetsOf(carrierQuotes: CarrierQuote[]): Promise<void> {
    if (carrierQuotes.length === 0) return;
    const rows: Array<{ id: string; worksheet: unknown }> = await this.db.query(
      `SELECT id, worksheet FROM carrier_quotes WHERE id = ANY($1::uuid[])`,
      [carrierQuotes.map((q) => q.id)],
    );
    const byId = new Map(rows.map((r) => [r.id, r.worksheet]));
    for (const q of carrierQuotes) q.worksheet = byId.get(q.id) ?? null;
  }

  /**
   * Locks the quote's row for the transaction and checks the version the caller read: a
   * stale write is 409/1226, so the caller reloads rather than overwrite someone's change.
   */
  async lockVersion(
    manager: EntityManager,
    id: string,
    version: number | undefined,
  ): Promise<void> {
    const rows: Array<{ version: number }> = await manager.query(
      `SELECT version FROM applications WHERE id = $1 FOR UPDATE`,
      [id],
    );
    if (rows.length === 0) throw new DomainException(ErrorCode.QuoteNotFound);
    enforce(staleVersionRefusal(rows[0].version, version));
  }

  /** Saves the application row and moves its version on. */
  async saveApplication(manager: EntityManager, app: Application): Promise<void> {
    // A loaded quote's row: only what changed since `load`.
    if (await saveChangedColumns(manager, app, { version: nextVersion(app.version) })) return;
    // The row alone: the client and business are saved by their own services.
    const row: Partial<Application> = { ...app, version: nextVersion(app.version) };
    delete row.client;
    delete row.business;
    await manager.save(Application, row);
    Object.assign(app, { version: row.version, updatedAt: row.updatedAt });
  }

  /**
   * Saves the application row of a quote inserted in this transaction at its first version
   * (`insertApplication`) and loaded since: written, and its version moved on, only when what
   * the start answered changed it.
   */
  async saveStartedApplication(manager: EntityManager, app: Application): Promise<void> {
    if (hasChanged(app)) await this.saveApplication(manager, app);
  }

  /**
   * A new quote of a new business, both inserted in the caller's transaction and answered as
   * `load` reads them there (tracked for `saveChangedColumns`; nothing listed yet, no carrier
   * quotes) from the INSERTs' own answers, without reading them back. `client` is the record as
   * read or created; `emailHasAccount` is what the caller found out about its email.
   */
  async insertNew(
    manager: EntityManager,
    client: Client,
    businessFields: DeepPartial<Business>,
    fields: DeepPartial<Application>,
    emailHasAccount: boolean,
  ): Promise<QuoteAggregate> {
    const t = this.loadBatches().tables;
    const business = Object.assign(await t.business.insert(manager, businessFields, true), {
      locations: [],
      owners: [],
      claims: [],
    });
    const app = await t.app.insert(manager, { ...fields, businessId: business.id }, true);
    return {
      app: Object.assign(app, { client, business }),
      classCodes: [],
      carrierQuotes: [],
      fein: this.businesses.fein(business),
      emailHasAccount,
    };
  }

  /** Creates the application row of a new quote. */
  insertApplication(
    manager: EntityManager,
    fields: DeepPartial<Application>,
  ): Promise<Application> {
    return insertRecord(manager, Application, fields);
  }

  exists(id: string): Promise<boolean> {
    return this.db.manager.existsBy(Application, { id });
  }

  /**
   * Whether a guest token's quote still admits its guest, with the quote's client: the quote
   * exists, is not in one of the closed statuses (bought: Completed, Bound), its client record
   * is not linked to an account and no account has its email. One indexed query.
   */
  async guestGate(
    id: string,
    closedStatuses: readonly string[],
  ): Promise<{ open: boolean; clientId: string } | null> {
    if (!uuidLiteral(id)) return null;
    const rows = await preparedQuery<{ open: boolean; client_id: string }>(
      this.db,
      `SELECT a.client_id,
              a.status::text <> ALL($2::text[])
                AND c.user_id IS NULL
                AND NOT EXISTS (SELECT 1 FROM users u WHERE u.email = c.email) AS open
         FROM applications a JOIN clients c ON c.id = a.client_id
        WHERE a.id = $1`,
      [id, closedStatuses],
    );
    const row = rows[0];
    return row ? { open: row.open === true, clientId: row.client_id } : null;
  }

  findApplication(
    id: string,
    manager: EntityManager = this.db.manager,
  ): Promise<Application | null> {
    return manager.findOneBy(Application, { id });
  }

  /** The application row, which the caller knows exists (it locked it). */
  getApplication(manager: EntityManager, id: string): Promise<Application> {
    return manager.findOneByOrFail(Application, { id });
  }

  findApplications(ids: string[]): Promise<Application[]> {
    return this.db.manager.find(Application, { where: { id: In(ids) } });
  }

  /** Whether the quote is one of the client's. */
  isOfClient(manager: EntityManager, id: string, clientId: string): Promise<boolean> {
    return manager.exists(Application, { where: { id, clientId } });
  }

  /** The ids of the bound quotes, narrowed to a client's or an agent's when given. */
  async boundIds(filter: { clientId?: string; agentId?: string }): Promise<string[]> {
    const where = { status: ApplicationStatus.Bound, ...filter };
    const rows = await this.db.manager.find(Application, { select: { id: true }, where });
    return rows.map((a) => a.id);
  }

  /** Whether another quote of the business for the same coverage is bound. */
  otherBoundOfBusiness(manager: EntityManager, app: Application): Promise<boolean> {
    return manager.exists(Application, {
      where: {
        businessId: app.businessId,
        coverageType: app.coverageType,
        status: ApplicationStatus.Bound,
        id: Not(app.id),
      },
    });
  }

  findCarrierQuote(
    id: string,
    manager: EntityManager = this.db.manager,
  ): Promise<CarrierQuote | null> {
    return manager.findOneBy(CarrierQuote, { id });
  }

  /** The carrier quote a policy was bound from. */
  async markBound(manager: EntityManager, carrierQuoteId: string): Promise<void> {
    await manager.update(CarrierQuote, { id: carrierQuoteId }, { bindability: Bindability.Bound });
  }

  /** Creates a carrier quote of the quote's. */
  insertCarrierQuote(
    manager: EntityManager,
    fields: DeepPartial<CarrierQuote>,
  ): Promise<CarrierQuote> {
    return manager.save(manager.create(CarrierQuote, fields));
  }

  async saveCarrierQuote(manager: EntityManager, row: CarrierQuote): Promise<void> {
    await manager.save(row);
  }

  /** Deletes the carrier quotes that match; answers how many there were. */
  async deleteCarrierQuotes(
    manager: EntityManager,
    where: { id: string } | { applicationId: string; quoteSource: CarrierQuote['quoteSource'] },
  ): Promise<number> {
    const result = await manager.delete(CarrierQuote, where);
    return result.affected ?? 0;
  }

  /** Assigns the agent to the client's other applications, moving their versions on. */
  async assignAgentToOthers(
    manager: EntityManager,
    app: Application,
    agentId: string | null,
  ): Promise<void> {
    await manager
      .createQueryBuilder()
      .update(Application)
      .set({ agentId, version: () => 'version + 1' })
      .where('client_id = :clientId AND id <> :id', { clientId: app.clientId, id: app.id })
      .execute();
  }

  /** Where an owner's signature of the application stands. */
  async setOwnerSignatureStatus(
    manager: EntityManager,
    ownerId: string,
    signatureStatus: BusinessOwner['signatureStatus'],
  ): Promise<void> {
    await manager.update(BusinessOwner, { id: ownerId }, { signatureStatus });
  }

  /**
   * For an email a visitor starts a quote with, in one statement: whether an account has it,
   * and the active quote for the coverage of the client filed under it.
   */
  async visitorStartState(
    manager: EntityManager,
    email: string,
    coverage: CoverageType,
  ): Promise<{ hasAccount: boolean; activeId: string | null }> {
    // Prepared on the connection: planning it cost more than running it.
    const rows = await preparedQuery<{ hasAccount: boolean; activeId: string | null }>(
      this.db,
      `SELECT EXISTS (SELECT 1 FROM users WHERE email = $1) AS "hasAccount",
              (SELECT a.id FROM applications a JOIN clients c ON c.id = a.client_id
                WHERE c.email = $1 AND a.coverage_type = $2 AND a.active
                LIMIT 1) AS "activeId"`,
      [email.toLowerCase(), coverage],
      manager,
    );
    return rows[0];
  }

  /** The client's active quote for the coverage, if any. */
  findActive(
    clientId: string,
    coverage: CoverageType,
    manager: EntityManager = this.db.manager,
  ): Promise<Application | null> {
    return manager.findOneBy(Application, { clientId, coverageType: coverage, active: true });
  }

  /** The active quote for the coverage the agent worked on last. */
  findLatestActiveOfAgent(agentId: string, coverage: CoverageType): Promise<Application | null> {
    return this.db.manager.findOne(Application, {
      where: { agentId, coverageType: coverage, active: true },
      order: { updatedAt: 'DESC' },
    });
  }

  /** Every application of the businesses, with their agent and status. */
  findOfBusinesses(
    businessIds: string[],
    manager: EntityManager = this.db.manager,
  ): Promise<Application[]> {
    return manager.find(Application, { where: { businessId: In(businessIds) } });
  }

  /** How many bound policies of the coverage the businesses hold. */
  countBound(businessIds: string[], coverage: CoverageType): Promise<number> {
    return this.db.manager.count(Application, {
      where: {
        businessId: In(businessIds),
        coverageType: coverage,
        status: ApplicationStatus.Bound,
      },
    });
  }

  /** Makes the application the one active quote of its client and coverage. */
  async deactivateOthers(manager: EntityManager, app: Application): Promise<void> {
    await preparedQuery(
      this.db,
      `UPDATE applications SET active = false, updated_at = CURRENT_TIMESTAMP
        WHERE client_id = $1 AND coverage_type = $2 AND active AND id <> $3`,
      [app.clientId, app.coverageType, app.id],
      manager,
    );
  }

  /** Carrier quotes of every line rated from this business no longer match the submission. */
  async markSubmissionChanged(manager: EntityManager, quote: QuoteAggregate): Promise<void> {
    // Loaded for a change and nothing of the business was rated: nothing to mark.
    if (quote.businessHasUpToDateCarrierQuotes === false) return;
    // Prepared on the connection: every save of the answers runs it, and planning it cost more
    // than running it.
    await preparedQuery(
      this.db,
      `UPDATE carrier_quotes SET sync_status = $1, updated_at = CURRENT_TIMESTAMP
        WHERE application_id IN (SELECT id FROM applications WHERE business_id = $2)
          AND sync_status = $3`,
      [CarrierSyncStatus.OutOfSync, quote.app.businessId, CarrierSyncStatus.UpToDate],
      manager,
    );
    for (const cq of quote.carrierQuotes) {
      if (cq.syncStatus === CarrierSyncStatus.UpToDate) cq.syncStatus = CarrierSyncStatus.OutOfSync;
    }
  }

  /** This quote's own carrier quotes no longer match what it would be rated on. */
  async markQuoteOutOfSync(manager: EntityManager, quote: QuoteAggregate): Promise<void> {
    await manager
      .createQueryBuilder()
      .update(CarrierQuote)
      .set({ syncStatus: CarrierSyncStatus.OutOfSync })
      .where('application_id = :id AND sync_status = :upToDate', {
        id: quote.app.id,
        upToDate: CarrierSyncStatus.UpToDate,
      })
      .execute();
    for (const cq of quote.carrierQuotes) {
      if (cq.syncStatus === CarrierSyncStatus.UpToDate) cq.syncStatus = CarrierSyncStatus.OutOfSync;
    }
  }
}
