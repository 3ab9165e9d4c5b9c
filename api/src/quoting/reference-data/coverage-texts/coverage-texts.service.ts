import { Inject, Injectable } from '@nestjs/common';
import { ContentStatus, ErrorCode } from '@coverline/contracts';
import { DomainException } from '../../../common/errors/domain.exception';
import { CoverageTextsRepository } from './coverage-texts.repository';
import type { CoverageTextsQueryDto, PutCoverageTextDto } from './dto/coverage-text.dto';
import type { CoverageText } from './entities/coverage-text.entity';

@Injectable()
export class CoverageTextsService {
  constructor(@Inject(CoverageTextsRepository) private readonly texts: CoverageTextsRepository) {}

  /** Drafts are for admins; everyone else reads published texts only. */
  list(query: CoverageTextsQueryDto, withDrafts: boolean): Promise<CoverageText[]> {
    return this.texts.list(query.kind, withDrafts);
  }

  async findByName(name: string, withDrafts: boolean): Promise<CoverageText> {
    const text = await this.texts.findByName(name);
    if (!text || (!withDrafts && text.status !== ContentStatus.Published)) {
      throw new DomainException(ErrorCode.CoverageTextNotFound);
    }
    return text;
  }

  /** Creates the text under its name or replaces it; concurrent first writes meet in one row. */
  async put(dto: PutCoverageTextDto): Promise<CoverageText> {
    await this.texts.put(dto);
    return this.findByName(dto.name, true);
  }

  async remove(name: string): Promise<void> {
    if (!(await this.texts.remove(name))) throw new DomainException(ErrorCode.CoverageTextNotFound);
  }
}
