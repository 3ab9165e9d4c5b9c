import { Inject, Injectable } from '@nestjs/common';
import {
  KnowledgeRepository,
  type BusinessTypeRow,
  type CoverageTextRow,
} from './knowledge.repository';
import { KnowledgeIndex, type KnowledgeDocument } from './retrieval';

/** How long an index serves before the texts are read again (admins edit them rarely). */
export const KNOWLEDGE_REFRESH_MS = 30_000;

const bullets = (items: string[]) => items.map((i) => `- ${i}`).join('\n');

/** The documents of the published texts: a page's covered list, its exclusions, a pop-up. */
export function coverageDocuments(rows: CoverageTextRow[]): KnowledgeDocument[] {
  const docs: KnowledgeDocument[] = [];
  for (const row of rows) {
    if (row.kind === 'covered') {
      docs.push({
        id: `${row.name}:covered`,
        title: `${row.title}: what is covered`,
        text: [row.body, bullets(row.what_is_covered)].filter(Boolean).join('\n'),
        keywords: `${row.name} include pay protect ${row.free_text}`,
        exclusions: false,
      });
      if (row.what_is_not_covered.length) {
        docs.push({
          id: `${row.name}:not-covered`,
          title: `${row.title}: what is not covered`,
          text: bullets(row.what_is_not_covered),
          keywords: `${row.name} not`,
          exclusions: true,
        });
      }
    } else {
      docs.push({
        id: row.name,
        title: row.title,
        text: [row.body, row.free_text].filter(Boolean).join('\n'),
      });
    }
  }
  return docs;
}

/** One document per business type of the master index, with the class codes it rates under. */
export function businessTypeDocuments(rows: BusinessTypeRow[]): KnowledgeDocument[] {
  return rows.map((row) => {
    const lines = [`NAICS ${row.naics_code}: ${row.naics_description}.`];
    if (row.wc_class_code) {
      lines.push(
        `Workers compensation class code ${row.wc_class_code}${row.wc_class_description ? ` (${row.wc_class_description})` : ''}.`,
      );
    }
    if (row.gl_class_code) {
      lines.push(
        `General liability class code ${row.gl_class_code}${row.gl_class_description ? ` (${row.gl_class_description})` : ''}.`,
      );
    }
    return {
      id: `business-type:${row.id}`,
      title: `Business type: ${row.master_index_description}`,
      text: lines.join(' '),
      // Every business type names the coverages; ranking on those words would drown the pages.
      searchText: [
        row.naics_description,
        row.wc_class_description,
        row.gl_class_description,
        row.naics_code,
        row.wc_class_code,
        row.gl_class_code,
      ]
        .filter(Boolean)
        .join(' '),
      keywords: `business type class code industry ${row.keywords.join(' ')}`,
    };
  });
}

/**
 * What the assistant knows: the published what's-covered texts and pop-ups and the business type
 * index, read from the database and ranked in process.
 */
@Injectable()
export class KnowledgeService {
  private index?: { built: number; value: Promise<KnowledgeIndex> };

  constructor(@Inject(KnowledgeRepository) private readonly texts: KnowledgeRepository) {}

  current(): Promise<KnowledgeIndex> {
    if (!this.index || Date.now() - this.index.built > KNOWLEDGE_REFRESH_MS) {
      const value = this.build();
      this.index = { built: Date.now(), value };
      // A failed read is retried by the next question rather than kept.
      value.catch(() => (this.index = undefined));
    }
    return this.index.value;
  }

  private async build(): Promise<KnowledgeIndex> {
    const texts = await this.texts.coverageTexts();
    const types = await this.texts.businessTypes();
    return new KnowledgeIndex([...coverageDocuments(texts), ...businessTypeDocuments(types)]);
  }
}
