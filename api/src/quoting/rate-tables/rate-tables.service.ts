/**
 * What admins do with the rate tables: list them with the version in force today, read a
 * table's history, add a version (a change to a table is always a new version from a date), and
 * import a rate file. Quotes rated before keep the worksheets and table versions they stored;
 * a new version prices only ratings made after it, on the quote's effective date.
 */
import { Inject, Injectable } from '@nestjs/common';
import { ErrorCode } from '@coverline/contracts';
import { CLOCK, type Clock } from '../../common/clock';
import { DomainException } from '../../common/errors/domain.exception';
import { pageWindow, type Page } from '../../common/http/pagination';
import { createRateTables, type RateTableRecord } from '../rating';
import {
  ADMIN_TABLE_KINDS,
  type CreateRateTableVersionDto,
  type ImportRateFileDto,
  type RateTableKeyDto,
  type RateTablesQueryDto,
} from './dto/rate-table.dto';
import { LiveRateTables } from './live-rate-tables';
import {
  RateTablesRepository,
  type RateTableKey,
  type RateTableSummaryRow,
  type RateTableVersionRow,
} from './rate-tables.repository';
import { readRateFile } from './rules/rate-file';
import { tableDataProblems } from './rules/table-data';
import { tableKeyProblems } from './rules/table-key';

/** A rate file's problems listed in one answer, at most; the count of the rest follows. */
const PROBLEMS_SHOWN = 50;

const keyOf = (k: {
  kind: RateTableKey['kind'];
  line: RateTableKey['line'];
  carrier?: RateTableKey['carrier'];
  state?: RateTableKey['state'];
}): RateTableKey => ({
  kind: k.kind,
  line: k.line,
  carrier: k.carrier ?? null,
  state: k.state ?? null,
});

@Injectable()
export class RateTablesService {
  constructor(
    @Inject(RateTablesRepository) private readonly repo: RateTablesRepository,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(LiveRateTables) private readonly live: LiveRateTables,
  ) {}

  async list(query: RateTablesQueryDto): Promise<Page<RateTableSummaryRow>> {
    const { skip, take, page, pageSize } = pageWindow(query);
    const kinds = query.kind ? [query.kind] : [...ADMIN_TABLE_KINDS];
    const [items, total] = await this.repo.summaries({ ...query, kinds }, this.clock.today(), {
      skip,
      take,
    });
    return { items, total, page, pageSize };
  }

  async history(query: RateTableKeyDto): Promise<RateTableVersionRow[]> {
    const versions = await this.repo.history(keyOf(query));
    if (versions.length === 0) throw new DomainException(ErrorCode.RateTableNotFound);
    return versions;
  }

  /** Adds a version of a table from its effective date; 2891, 2892 or 2894 when it cannot be. */
  async addVersion(dto: CreateRateTableVersionDto, adminId: string): Promise<RateTableVersionRow> {
    const key = keyOf(dto);
    const dataProblems = tableDataProblems(dto.kind, dto.data);
    if (dataProblems.length) throw new DomainException(ErrorCode.RateVersionInvalid, dataProblems);
    const id = await this.repo.locked(async (m) => {
      const shapes = await this.repo.keyShapesOf(m, dto.kind);
      const keyProblems = tableKeyProblems(dto.kind, key, shapes);
      if (keyProblems.length) throw new DomainException(ErrorCode.RateVersionInvalid, keyProblems);
      const history = await this.repo.versionsOf(m, key);
      if (history.some((v) => v.effectiveFrom === dto.effectiveFrom)) {
        throw new DomainException(ErrorCode.RateVersionDateTaken);
      }
      if (history.some((v) => v.version === dto.version)) {
        throw new DomainException(ErrorCode.RateVersionNameTaken);
      }
      const record = {
        ...key,
        version: dto.version,
        effectiveFrom: dto.effectiveFrom,
        data: dto.data,
      } as unknown as RateTableRecord;
      const [inserted] = await this.repo.insert(m, [record], this.origin(dto, adminId));
      return inserted;
    });
    // This instance prices from the new version at once; the others once the announcement lands.
    await this.live.refresh([key]);
    return (await this.repo.history(key)).find((v) => v.id === id)!;
  }

  /** Reads a rate file into new versions, all of them or none (2893 lists every problem). */
  async importFile(dto: ImportRateFileDto, adminId: string): Promise<RateTableRecord[]> {
    const records = await this.repo.locked(async (m) => {
      const kinds = dto.format === 'wc-loss-costs' ? ['wc.state', 'wc.classes'] : ['carrier.rates'];
      const tables = createRateTables(
        await this.repo.recordsOf(m, kinds as RateTableKey['kind'][]),
      );
      const outcome = readRateFile(dto, tables);
      if (!outcome.ok) {
        const { problems } = outcome;
        const shown = problems.slice(0, PROBLEMS_SHOWN);
        if (problems.length > shown.length) {
          shown.push(`and ${problems.length - shown.length} more problems`);
        }
        throw new DomainException(ErrorCode.RateImportInvalid, shown);
      }
      await this.repo.insert(m, outcome.records, this.origin(dto, adminId));
      return outcome.records;
    });
    await this.live.refresh(records);
    return records;
  }

  private origin(dto: { source: string; note?: string }, adminId: string) {
    return { source: dto.source, note: dto.note?.trim() || null, createdBy: adminId };
  }
}
