/** Reads what the assistant knows: the published coverage texts and the business type index. */
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

export interface CoverageTextRow {
  name: string;
  kind: string;
  title: string;
  body: string;
  what_is_covered: string[];
  what_is_not_covered: string[];
  free_text: string;
}

export interface BusinessTypeRow {
  id: string;
  master_index_description: string;
  naics_code: string;
  naics_description: string;
  wc_class_code: string | null;
  wc_class_description: string | null;
  gl_class_code: string | null;
  gl_class_description: string | null;
  keywords: string[];
}

@Injectable()
export class KnowledgeRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The published what's-covered texts and pop-ups, by name. */
  coverageTexts(): Promise<CoverageTextRow[]> {
    return this.db.query(
      `SELECT name, kind, title, body, what_is_covered, what_is_not_covered, free_text
         FROM coverage_texts WHERE status = 'published' ORDER BY name`,
    );
  }

  /** The business types of the master index not archived, by description. */
  businessTypes(): Promise<BusinessTypeRow[]> {
    return this.db.query(
      `SELECT id, master_index_description, naics_code, naics_description, wc_class_code,
              wc_class_description, gl_class_code, gl_class_description, keywords
         FROM naics_mappings WHERE NOT archived ORDER BY master_index_description`,
    );
  }
}
