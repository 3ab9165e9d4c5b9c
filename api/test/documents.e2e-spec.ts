import { Global, type INestApplicationContext, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ErrorCode } from '@coverline/contracts';
import { TypeOrmModule } from '@nestjs/typeorm';
import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { APP_CONFIG, loadConfig } from '../src/platform/config/config';
import { dataSourceOptions } from '../src/platform/database/data-source-options';
import { DocumentsModule } from '../src/purchase/documents/documents.module';
import { DocumentsService } from '../src/purchase/documents/documents.service';
import { Document } from '../src/purchase/documents/entities/document.entity';
import { wcApplication, wcProposal } from './helpers/document-views';
import { pdfPages } from './helpers/pdf-text';

const dataDir = mkdtempSync(join(tmpdir(), 'coverline-documents-'));

@Global()
@Module({
  providers: [{ provide: APP_CONFIG, useValue: loadConfig({ DATA_DIR: dataDir }) }],
  exports: [APP_CONFIG],
})
class TestConfigModule {}

/** The documents module on its own, over the test database. */
@Module({
  imports: [
    TestConfigModule,
    TypeOrmModule.forRoot(dataSourceOptions(process.env.TEST_DATABASE_URL as string)),
    DocumentsModule,
  ],
})
class DocumentsTestModule {}

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64),
]);

describe('DocumentsService', () => {
  let context: INestApplicationContext;
  let documents: DocumentsService;
  let db: DataSource;
  let staffId: string;
  const storedFiles = () => readdirSync(join(dataDir, 'files', 'documents'));

  beforeAll(async () => {
    context = await NestFactory.createApplicationContext(DocumentsTestModule, { logger: false });
    documents = context.get(DocumentsService);
    db = context.get(DataSource);
    const [user] = await db.query<{ id: string }[]>(
      `INSERT INTO users (email, password_hash, role, first_name, last_name)
       VALUES ($1, 'x', 'admin', 'Dana', 'Whitfield') RETURNING id`,
      [`staff-${randomUUID()}@example.com`],
    );
    staffId = user.id;
  });

  afterAll(async () => {
    await context.close();
  });

  it('renders a proposal and keeps it: a row describing the bytes, the bytes in storage', async () => {
    const pdf = await documents.render('QUOTE_PROPOSAL', wcProposal());
    const stored = await documents.store('QUOTE_PROPOSAL', pdf, {
      applicationId: null,
      fileName: 'Quote proposal Q-7F3A2C.pdf',
    });
    expect(stored).toMatchObject({
      applicationId: null,
      type: 'QUOTE_PROPOSAL',
      fileName: 'Quote proposal Q-7F3A2C.pdf',
      contentType: 'application/pdf',
      sizeBytes: pdf.length,
      sha256: createHash('sha256').update(pdf).digest('hex'),
      active: true,
      source: 'generated',
      uploadedBy: null,
    });
    expect(stored.storageKey).toMatch(/^documents\/[0-9a-f-]{36}\.pdf$/);
    const row = await db.getRepository(Document).findOneByOrFail({ id: stored.id });
    expect(row.createdAt).toBeInstanceOf(Date);
    const content = await documents.content(row);
    expect(content.equals(pdf)).toBe(true);
    expect((await pdfPages(content)).join('\n')).toContain('Blue Ridge Landscaping LLC');
  });

  it('renders the ACORD 130 application as a PDF', async () => {
    const pdf = await documents.render('QUOTE_APPLICATION', wcApplication());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await pdfPages(pdf)).join('\n')).toContain('Workers Compensation Application');
  });

  it('keeps a staff upload typed from its bytes, under a name of its own', async () => {
    const stored = await documents.upload(
      'COI',
      { buffer: PNG, originalname: '../../certificate\n scan.png' },
      { applicationId: null, uploadedBy: staffId },
    );
    expect(stored).toMatchObject({
      type: 'COI',
      contentType: 'image/png',
      fileName: 'certificate scan.png',
      source: 'uploaded',
      uploadedBy: staffId,
      sizeBytes: PNG.length,
    });
    expect(stored.storageKey).toMatch(/^documents\/[0-9a-f-]{36}\.png$/);
    expect((await documents.content(stored)).equals(PNG)).toBe(true);
  });

  it('refuses a PNG named .pdf, a policy summary upload and a missing file, storing nothing', async () => {
    const before = storedFiles().length;
    const owner = { applicationId: null, uploadedBy: staffId };
    await expect(
      documents.upload('QUOTE_APPLICATION', { buffer: PNG, originalname: 'app.pdf' }, owner),
    ).rejects.toMatchObject({
      code: ErrorCode.UploadNameMismatch,
      message: 'file is named .pdf but is a PNG image',
    });
    await expect(
      documents.upload('POLICY_SUMMARY', { buffer: PNG, originalname: 'x.png' }, owner),
    ).rejects.toMatchObject({
      code: ErrorCode.DocumentNotUploadable,
      messages: ['type must be one of: QUOTE_PROPOSAL, QUOTE_APPLICATION, COI.'],
    });
    await expect(documents.upload('COI', undefined, owner)).rejects.toMatchObject({
      code: ErrorCode.UploadFileMissing,
      messages: ['file is required.'],
    });
    expect(storedFiles()).toHaveLength(before);
  });

  it('removes the stored file again when its row cannot be written', async () => {
    const before = storedFiles().length;
    const pdf = await documents.render('QUOTE_PROPOSAL', wcProposal());
    await expect(
      documents.store('QUOTE_PROPOSAL', pdf, { applicationId: randomUUID(), fileName: 'p.pdf' }),
    ).rejects.toThrow(/foreign key/);
    expect(storedFiles()).toHaveLength(before);
  });

  it('writes the row inside the caller transaction, so a rollback leaves no row', async () => {
    const pdf = await documents.render('QUOTE_PROPOSAL', wcProposal());
    let id = '';
    await expect(
      db.transaction(async (manager) => {
        id = (
          await documents.store(
            'QUOTE_PROPOSAL',
            pdf,
            { applicationId: null, fileName: 'p.pdf' },
            manager,
          )
        ).id;
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(id).not.toBe('');
    expect(await db.getRepository(Document).findOneBy({ id })).toBeNull();
  });
});
