/**
 * File storage for the whole API: provides `FileStorage`, a local folder or an S3-compatible
 * bucket as FILE_STORAGE says.
 */
import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config';
import { FileStorage } from './file-storage';
import { LocalFileStorage } from './local-file-storage';
import { S3FileStorage } from './s3-file-storage';

export function createFileStorage(config: AppConfig['fileStorage']): FileStorage {
  return config.kind === 's3' ? new S3FileStorage(config) : new LocalFileStorage(config.root);
}

@Module({
  providers: [
    {
      provide: FileStorage,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => createFileStorage(config.fileStorage),
    },
  ],
  exports: [FileStorage],
})
export class FilesModule {}
