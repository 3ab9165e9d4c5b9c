import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { CarrierName, ErrorCode } from '@coverline/contracts';
import { DomainException } from '../../../common/errors/domain.exception';
import { pageWindow, type Page } from '../../../common/http/pagination';
import { FileStorage, detectImageType, extensionOf } from '../../../platform/files';
import { isUniqueViolation } from '../../../common/database/pg-errors';
import { NaicsRepository } from '../naics/naics.repository';
import { CarriersRepository } from './carriers.repository';
import type {
  CarriersQueryDto,
  CreateCarrierDto,
  RatingCodeDto,
  UpdateCarrierDto,
} from './dto/carrier.dto';
import type { Carrier } from './entities/carrier.entity';

export interface CarrierLogo {
  data: Buffer;
  contentType: string;
}

@Injectable()
export class CarriersService {
  constructor(
    @Inject(CarriersRepository) private readonly carriers: CarriersRepository,
    @Inject(NaicsRepository) private readonly naics: NaicsRepository,
    @Inject(FileStorage) private readonly files: FileStorage,
  ) {}

  /**
   * Admins see every carrier; everyone else only the active ones. No one sees Default in the
   * list; only admins read it, by name or id, to edit the settings it lends other carriers.
   */
  async list(query: CarriersQueryDto, isAdmin: boolean): Promise<Page<Carrier>> {
    const { skip, take, page, pageSize } = pageWindow(query);
    const status = isAdmin ? query.status : 'active';
    const [items, total] = await this.carriers.page(query, status, { skip, take });
    return { items, total, page, pageSize };
  }

  async findById(id: string, isAdmin = true): Promise<Carrier> {
    return this.visible(await this.carriers.findById(id), isAdmin);
  }

  async findByName(name: string, isAdmin: boolean): Promise<Carrier> {
    return this.visible(await this.carriers.findByName(name.trim()), isAdmin);
  }

  /** The carrier if the caller may read it: admins any, others an active one other than Default. */
  private visible(carrier: Carrier | null, isAdmin: boolean): Carrier {
    if (!carrier) throw new DomainException(ErrorCode.CarrierNotFound);
    if (!isAdmin && (!carrier.active || carrier.name === CarrierName.Default))
      throw new DomainException(ErrorCode.CarrierNotFound);
    return carrier;
  }

  /** The carrier with this id, if any, read in the caller's transaction when given. */
  lookup(id: string, m?: EntityManager): Promise<Carrier | null> {
    return this.carriers.findById(id, m);
  }

  /** The carrier of this name whatever its case, if any, read in the caller's transaction. */
  lookupByName(name: string, m?: EntityManager): Promise<Carrier | null> {
    return this.carriers.findByName(name, m);
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
      if (isUniqueViolation(err)) throw new DomainException(ErrorCode.CarrierNameTaken);
      throw err;
    }
  }

  async update(id: string, dto: UpdateCarrierDto): Promise<Carrier> {
    const carrier = await this.findById(id);
    try {
      return await this.carriers.save(this.carriers.merge(carrier, dto));
    } catch (err) {
      if (isUniqueViolation(err)) throw new DomainException(ErrorCode.CarrierNameTaken);
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
    if (!file?.buffer?.length)
      throw new DomainException(ErrorCode.CarrierLogoInvalid, 'file is required.');
    const type = detectImageType(file.buffer);
    if (!type) {
      throw new DomainException(
        ErrorCode.CarrierLogoInvalid,
        'file must be a PNG, JPEG, SVG or WebP image',
      );
    }
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
    if (!data || !carrier.logoContentType) throw new DomainException(ErrorCode.CarrierLogoMissing);
    return { data, contentType: carrier.logoContentType };
  }

  /** The Hartford spectrum codes the NAICS master index assigns, for the wizard's class choice. */
  async hartfordRatingCodes(): Promise<RatingCodeDto[]> {
    const rows = await this.naics.hartfordSpectrumCodes();
    return rows.map((r) => ({ code: r.code, description: r.description ?? '' }));
  }
}
