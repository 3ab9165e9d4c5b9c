/** What other modules may use of platform/files. */
export { FileStorage, newStorageKey } from './file-storage';
export { FilesModule } from './files.module';
export { detectImageType, extensionOf } from './image-type';
export { checkUpload } from './upload-type';
