/** Loads and stores carriers: the admins' list, one by id or name, and saves. */
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type DeepPartial, type EntityManager } from 'typeorm';
import { CarrierName } from '@coverline/contracts';
import { likePattern } from '../../../common/http/pagination';
import type { CarriersQueryDto } from './dto/carrier.dto';
import { Carrier } from './entities/carrier.entity';

@Injectable()
export class CarriersRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * A page of carriers, narrowed to active or inactive ones when `status` says so. The Default
   * carrier is never listed: it holds the settings of carriers without their own, and no one buys
   * from it.
   */
  page(
    query: CarriersQueryDto,
    status: 'active' | 'inactive' | undefined,
    window: { skip: number; take: number },
  ): Promise<[Carrier[], number]> {
    const qb = this.db
      .getRepository(Carrier)
      .createQueryBuilder('c')
      .where('lower(c.name) <> lower(:fallback)', { fallback: CarrierName.Default });
    if (status) qb.andWhere('c.active = :active', { active: status === 'active' });
    if (query.searchTerm) {
      qb.andWhere("(c.name ILIKE :term ESCAPE '\\' OR c.shared_id ILIKE :term ESCAPE '\\')", {
        term: likePattern(query.searchTerm),
      });
    }
    if (query.sort) qb.orderBy(`c.${query.sort}`, query.order ?? 'DESC');
    else qb.orderBy('c.name', query.order ?? 'ASC');
    return qb.addOrderBy('c.id').skip(window.skip).take(window.take).getManyAndCount();
  }

  findById(id: string, m: EntityManager = this.db.manager): Promise<Carrier | null> {
    return m.findOneBy(Carrier, { id });
  }

  /** The carrier of this name, whatever its case. */
  findByName(name: string, m: EntityManager = this.db.manager): Promise<Carrier | null> {
    return m
      .createQueryBuilder(Carrier, 'c')
      .where('lower(c.name) = lower(:name)', { name })
      .getOne();
  }

  create(fields: DeepPartial<Carrier>): Carrier {
    return this.db.manager.create(Carrier, fields);
  }

  merge(carrier: Carrier, fields: DeepPartial<Carrier>): Carrier {
    return this.db.manager.merge(Carrier, carrier, fields);
  }

  save(carrier: Carrier): Promise<Carrier> {
    return this.db.manager.save(carrier);
  }
}
