import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { ContentStatus } from '@coverline/contracts';
import type { CoverageTextsQueryDto, PutCoverageTextDto } from './dto/coverage-text.dto';
import { CoverageText } from './entities/coverage-text.entity';

@Injectable()
export class CoverageTextsService {
  private readonly texts: Repository<CoverageText>;

  constructor(@InjectDataSource() private readonly db: DataSource) {
    this.texts = db.getRepository(CoverageText);
  }

  /** Drafts are for admins; everyone else reads published texts only. */
  list(query: CoverageTextsQueryDto, withDrafts: boolean): Promise<CoverageText[]> {
    return this.texts.find({
      where: {
        ...(query.kind ? { kind: query.kind } : {}),
        ...(withDrafts ? {} : { status: ContentStatus.Published }),
      },
      order: { kind: 'ASC', name: 'ASC' },
    });
  }

  async findByName(name: string, withDrafts: boolean): Promise<CoverageText> {
    const text = await this.texts.findOneBy({ name });
    if (!text || (!withDrafts && text.status !== ContentStatus.Published)) {
      throw new NotFoundException('Text not found');
    }
    return text;
  }

  /** Creates the text under its name or replaces it; concurrent first writes meet in one row. */
  async put(dto: PutCoverageTextDto): Promise<CoverageText> {
    await this.db.query(
      `INSERT INTO coverage_texts
         (name, kind, status, title, body, what_is_covered, what_is_not_covered, free_text)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (name) DO UPDATE SET
         kind = EXCLUDED.kind, status = EXCLUDED.status, title = EXCLUDED.title,
         body = EXCLUDED.body, what_is_covered = EXCLUDED.what_is_covered,
         what_is_not_covered = EXCLUDED.what_is_not_covered, free_text = EXCLUDED.free_text,
         updated_at = now()`,
      [
        dto.name,
        dto.kind,
        dto.status,
        dto.title,
        dto.body ?? '',
        dto.whatIsCovered ?? [],
        dto.whatIsNotCovered ?? [],
        dto.freeText ?? '',
      ],
    );
    return this.findByName(dto.name, true);
  }

  async remove(name: string): Promise<void> {
    const result = await this.texts.delete({ name });
    if (!result.affected) throw new NotFoundException('Text not found');
  }
}
