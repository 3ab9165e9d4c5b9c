/**
 * What other areas read and change of a quote's records: the whole quote, its application row
 * under the version check, its carrier quotes and owners' signatures. Writes take the caller's
 * transaction manager, so they commit with the caller's own changes.
 */
import { Inject, Injectable } from '@nestjs/common';
import type { DeepPartial, EntityManager } from 'typeorm';
import type { QuoteAggregate } from './dto/quote.dto';
import type { BusinessOwner } from './business/entities/business-owner.entity';
import type { Application } from './entities/application.entity';
import type { CarrierQuote } from './entities/carrier-quote.entity';
import { QuotesRepository } from './quotes.repository';

@Injectable()
export class QuoteRecords {
  constructor(@Inject(QuotesRepository) private readonly repo: QuotesRepository) {}

  /** Runs the work in one transaction; every write of a change goes through its manager. */
  transaction<T>(work: (m: EntityManager) => Promise<T>): Promise<T> {
    return this.repo.transaction(work);
  }

  /** The whole quote (404/2751 when there is none), read in the caller's transaction if given. */
  load(id: string, manager?: EntityManager): Promise<QuoteAggregate> {
    return this.repo.load(id, manager);
  }

  /** Locks the quote's row and checks the version read (409/1226 when stale). */
  lockVersion(manager: EntityManager, id: string, version: number | undefined): Promise<void> {
    return this.repo.lockVersion(manager, id, version);
  }

  /** Saves the application row and moves its version on. */
  saveApplication(manager: EntityManager, app: Application): Promise<void> {
    return this.repo.saveApplication(manager, app);
  }

  exists(id: string): Promise<boolean> {
    return this.repo.exists(id);
  }

  findApplication(id: string, manager?: EntityManager): Promise<Application | null> {
    return this.repo.findApplication(id, manager);
  }

  /** The application row, which the caller knows exists (it locked it). */
  getApplication(manager: EntityManager, id: string): Promise<Application> {
    return this.repo.getApplication(manager, id);
  }

  findApplications(ids: string[]): Promise<Application[]> {
    return this.repo.findApplications(ids);
  }

  /** Whether the quote is one of the client's. */
  isOfClient(manager: EntityManager, id: string, clientId: string): Promise<boolean> {
    return this.repo.isOfClient(manager, id, clientId);
  }

  /** The ids of the bound quotes, narrowed to a client's or an agent's when given. */
  boundIds(filter: { clientId?: string; agentId?: string }): Promise<string[]> {
    return this.repo.boundIds(filter);
  }

  /** Whether another quote of the business for the same coverage is bound. */
  otherBoundOfBusiness(manager: EntityManager, app: Application): Promise<boolean> {
    return this.repo.otherBoundOfBusiness(manager, app);
  }

  findCarrierQuote(id: string, manager?: EntityManager): Promise<CarrierQuote | null> {
    return this.repo.findCarrierQuote(id, manager);
  }

  /** The carrier quote a policy was bound from. */
  markBound(manager: EntityManager, carrierQuoteId: string): Promise<void> {
    return this.repo.markBound(manager, carrierQuoteId);
  }

  /** Creates a carrier quote of the quote's. */
  insertCarrierQuote(
    manager: EntityManager,
    fields: DeepPartial<CarrierQuote>,
  ): Promise<CarrierQuote> {
    return this.repo.insertCarrierQuote(manager, fields);
  }

  saveCarrierQuote(manager: EntityManager, row: CarrierQuote): Promise<void> {
    return this.repo.saveCarrierQuote(manager, row);
  }

  /** Deletes one carrier quote, or the quote's carrier quotes from one source; answers how many. */
  deleteCarrierQuotes(
    manager: EntityManager,
    where: { id: string } | { applicationId: string; quoteSource: CarrierQuote['quoteSource'] },
  ): Promise<number> {
    return this.repo.deleteCarrierQuotes(manager, where);
  }

  /** Assigns the agent to the client's other applications, moving their versions on. */
  assignAgentToOthers(manager: EntityManager, app: Application, agentId: string | null) {
    return this.repo.assignAgentToOthers(manager, app, agentId);
  }

  /** Where an owner's signature of the application stands. */
  setOwnerSignatureStatus(
    manager: EntityManager,
    ownerId: string,
    status: BusinessOwner['signatureStatus'],
  ): Promise<void> {
    return this.repo.setOwnerSignatureStatus(manager, ownerId, status);
  }
}
