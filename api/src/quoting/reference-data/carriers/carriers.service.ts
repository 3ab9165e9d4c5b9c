import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource, Repository } from 'typeorm';
import { likePattern, pageWindow, type Page } from '../../../common/http/pagination';
import { FileStorage } from '../../../platform/files';
import { detectImageType, extensionOf } from '../../../platform/files';
import { isUniqueViolation } from '../../../common/database/pg-errors';
import { NaicsMapping } from '../naics/entities/naics-mapping.entity';
import type {
  CarriersQueryDto,
  CreateCarrierDto,
  RatingCodeDto,
  UpdateCarrierDto,
} from './dto/carrier.dto';
import { Carrier } from './entities/carrier.entity';

const NAME_TAKEN = 'A carrier with this name already exists';

export interface CarrierLogo {
  data: Buffer;
  contentType: string;
}

@Injectable()
export class CarriersService {
  private readonly carriers: Repository<Carrier>;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(FileStorage) private readonly files: FileStorage,
  ) {
    this.carriers = db.getRepository(Carrier);
  }

  /** Admins see every carrier; everyone else only the active ones. */
  async list(query: CarriersQueryDto, isAdmin: boolean): Promise<Page<Carrier>> {
    const { skip, take, page, pageSize } = pageWindow(query);
    const qb = this.carriers.createQueryBuilder('c');
    const status = isAdmin ? query.status : 'active';
    if (status) qb.andWhere('c.active = :active', { active: status === 'active' });
    if (query.searchTerm) {
      qb.andWhere("(c.name ILIKE :term ESCAPE '\\' OR c.shared_id ILIKE :term ESCAPE '\\')", {
        term: likePattern(query.searchTerm),
      });
    }
    if (query.sort) qb.orderBy(`c.${query.sort}`, query.order ?? 'DESC');
    else qb.orderBy('c.name', query.order ?? 'ASC');
    const [items, total] = await qb.addOrderBy('c.id').skip(skip).take(take).getManyAndCount();
    return { items, total, page, pageSize };
  }

  async findById(id: string, isAdmin = true): Promise<Carrier> {
    const carrier = await this.carriers.findOneBy({ id });
    if (!carrier || (!isAdmin && !carrier.active)) throw new NotFoundException('Carrier not found');
    return carrier;
  }

  async findByName(name: string, isAdmin: boolean): Promise<Carrier> {
    const carrier = await this.carriers
      .createQueryBuilder('c')
      .where('lower(c.name) = lower(:name)', { name: name.trim() })
      .getOne();
    if (!carrier || (!isAdmin && !carrier.active)) throw new NotFoundException('Carrier not found');
    return carrier;
  }

  async create(dto: CreateCarrierDto): Promise<Carrier> {
    try {
      return await this.carriers.save(
        this.carriers.create({
          sharedId: null,
          agentUrl: null,
          clientUrl: null,
          email: null,
          phone: null,
          claimUrl: null,
          logoKey: null,
          logoContentType: null,
          discountPercent: 0,
          coverages: [],
          paymentTypes: [],
          initialQuoteMaxBackdatedDays: 0,
          activeQuoteMaxBackdatedDays: 0,
          active: true,
          ...dto,
        }),
      );
    } catch (err) {
      if (isUniqueViolation(err)) throw new ConflictException(NAME_TAKEN);
      throw err;
    }
  }

  async update(id: string, dto: UpdateCarrierDto): Promise<Carrier> {
    const carrier = await this.findById(id);
    try {
      return await this.carriers.save(this.carriers.merge(carrier, dto));
    } catch (err) {
      if (isUniqueViolation(err)) throw new ConflictException(NAME_TAKEN);
      throw err;
    }
  }

  /**
   * Deleting a carrier deactivates it: quotes, policies and documents keep naming the carrier
   * they were written with, so its row stays; an inactive carrier no longer quotes.
   */
  async deactivate(id: string): Promise<Carrier> {
    const carrier = await this.findById(id);
    carrier.active = false;
    return this.carriers.save(carrier);
  }

  /** Stores a new logo after checking the bytes are an image; the previous file is removed. */
  async setLogo(id: string, file: { buffer: Buffer } | undefined): Promise<Carrier> {
    if (!file?.buffer?.length) throw new BadRequestException(['file is required']);
    const type = detectImageType(file.buffer);
    if (!type) throw new BadRequestException(['file must be a PNG, JPEG, SVG or WebP image']);
    const carrier = await this.findById(id);
    const previous = carrier.logoKey;
    const key = `carrier-logos/${carrier.id}-${randomUUID()}.${extensionOf(type)}`;
    await this.files.put(key, file.buffer, type);
    carrier.logoKey = key;
    carrier.logoContentType = type;
    const saved = await this.carriers.save(carrier);
    if (previous) await this.files.delete(previous);
    return saved;
  }

  async removeLogo(id: string): Promise<Carrier> {
    const carrier = await this.findById(id);
    const previous = carrier.logoKey;
    carrier.logoKey = null;
    carrier.logoContentType = null;
    const saved = await this.carriers.save(carrier);
    if (previous) await this.files.delete(previous);
    return saved;
  }

  async logo(id: string): Promise<CarrierLogo> {
    const carrier = await this.findById(id);
    const data = carrier.logoKey ? await this.files.get(carrier.logoKey) : null;
    if (!data || !carrier.logoContentType) throw new NotFoundException('This carrier has no logo');
    return { data, contentType: carrier.logoContentType };
  }

  /** The Hartford spectrum codes the NAICS master index assigns, for the wizard's class choice. */
  async hartfordRatingCodes(): Promise<RatingCodeDto[]> {
    const rows = await this.db
      .getRepository(NaicsMapping)
      .createQueryBuilder('m')
      .select('m.hartford_spectrum_code', 'code')
      .addSelect('min(m.hartford_spectrum_description)', 'description')
      .where('m.archived = false AND m.hartford_spectrum_code IS NOT NULL')
      .groupBy('m.hartford_spectrum_code')
      .orderBy('m.hartford_spectrum_code')
      .getRawMany<{ code: string; description: string | null }>();
    return rows.map((r) => ({ code: r.code, description: r.description ?? '' }));
  }
}
