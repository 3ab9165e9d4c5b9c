/**
 * Generated and uploaded documents of applications (proposals, ACORD 130 applications, policy
 * summaries, certificates): rendering with pdf-lib and storage through the files module.
 */
import { Module } from '@nestjs/common';
import { FilesModule } from '../../platform/files';
import { DocumentsRepository } from './documents.repository';
import { DocumentsService } from './documents.service';

@Module({
  imports: [FilesModule],
  providers: [DocumentsRepository, DocumentsService],
  exports: [DocumentsService],
})
export class DocumentsModule {}
