import { Inject, Injectable } from '@nestjs/common';
import { ErrorCode, PartnerKind } from '@coverline/contracts';
import type { MachinePrincipal } from '../../common/auth/principal';
import { DomainException } from '../../common/errors/domain.exception';
import { type Page, type PageQueryDto, pageWindow } from '../../common/http/pagination';
import { CarrierFeedRepository, type CarrierFeedRow } from './carrier-feed.repository';

/**
 * A carrier's API client reads the quotes it gave, by the carrier's name (what carrier quotes
 * record); it never sees another carrier's, and a payroll company's client is refused.
 */
@Injectable()
export class CarrierFeedService {
  constructor(@Inject(CarrierFeedRepository) private readonly rows: CarrierFeedRepository) {}

  async list(machine: MachinePrincipal, q: PageQueryDto): Promise<Page<CarrierFeedRow>> {
    const carrier = this.carrierOf(machine);
    const { skip, take, page, pageSize } = pageWindow(q);
    const [items, total] = await this.rows.page(carrier, skip, take);
    return { items, total, page, pageSize };
  }

  async one(machine: MachinePrincipal, id: string): Promise<CarrierFeedRow> {
    const row = await this.rows.one(this.carrierOf(machine), id);
    if (!row) throw new DomainException(ErrorCode.CarrierQuoteNotFound);
    return row;
  }

  private carrierOf(machine: MachinePrincipal): string {
    if (machine.partnerKind !== PartnerKind.Carrier) {
      throw new DomainException(ErrorCode.AccessDenied);
    }
    return machine.partnerCode;
  }
}
