/** Loads and stores the coverage texts and pop-ups, by name. */
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ContentStatus, type CoverageTextKind } from '@coverline/contracts';
import type { PutCoverageTextDto } from './dto/coverage-text.dto';
import { CoverageText } from './entities/coverage-text.entity';

@Injectable()
export class CoverageTextsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  private get texts() {
    return this.db.getRepository(CoverageText);
  }

  /** The texts of a kind (or every kind), published ones only unless drafts are asked for. */
  list(kind: CoverageTextKind | undefined, withDrafts: boolean): Promise<CoverageText[]> {
    return this.texts.find({
      where: {
        ...(kind ? { kind } : {}),
        ...(withDrafts ? {} : { status: ContentStatus.Published }),
      },
      order: { kind: 'ASC', name: 'ASC' },
    });
  }

  findByName(name: string): Promise<CoverageText | null> {
    return this.texts.findOneBy({ name });
  }

  /** Creates the text under its name or replaces it; concurrent first writes meet in one row. */
  async put(dto: PutCoverageTextDto): Promise<void> {
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
  }

  /** Deletes the text; answers whether there was one. */
  async remove(name: string): Promise<boolean> {
    const result = await this.texts.delete({ name });
    return Boolean(result.affected);
  }
}
