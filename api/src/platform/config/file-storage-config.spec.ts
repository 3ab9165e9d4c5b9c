import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from './config';

const dataDir = mkdtempSync(join(tmpdir(), 'coverline-config-'));
const load = (env: NodeJS.ProcessEnv) => loadConfig({ DATA_DIR: dataDir, ...env });

describe('file storage configuration', () => {
  it('keeps files under DATA_DIR/files by default', () => {
    expect(load({}).fileStorage).toEqual({ kind: 'local', root: join(dataDir, 'files') });
  });

  it('reads an S3-compatible bucket, with path-style addressing and explicit keys', () => {
    expect(
      load({
        FILE_STORAGE: 's3',
        S3_ENDPOINT: 'http://minio.internal:9000',
        S3_BUCKET: 'coverline-files',
        S3_REGION: 'eu-west-3',
        S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
      }).fileStorage,
    ).toEqual({
      kind: 's3',
      endpoint: 'http://minio.internal:9000',
      bucket: 'coverline-files',
      region: 'eu-west-3',
      credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
  });

  it('on AWS needs only a bucket: region us-east-1, credentials from the environment', () => {
    expect(load({ FILE_STORAGE: 's3', S3_BUCKET: 'coverline-files' }).fileStorage).toEqual({
      kind: 's3',
      bucket: 'coverline-files',
      region: 'us-east-1',
      endpoint: undefined,
      credentials: undefined,
      forcePathStyle: false,
    });
  });

  it('fails at boot with one readable line per problem, beside the other settings', () => {
    const attempt = () =>
      load({
        PORT: 'eighty',
        FILE_STORAGE: 's3',
        S3_ENDPOINT: 'minio:9000',
        S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
        S3_FORCE_PATH_STYLE: 'yes',
      });
    expect(attempt).toThrow(/^Invalid configuration:/);
    expect(attempt).toThrow('PORT');
    expect(attempt).toThrow('S3_ENDPOINT: must be an http(s) URL');
    expect(attempt).toThrow('S3_FORCE_PATH_STYLE');
    expect(() => load({ FILE_STORAGE: 's3', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE' })).toThrow(
      /S3_BUCKET: is required when FILE_STORAGE is s3\n {2}- S3_SECRET_ACCESS_KEY: is required when S3_ACCESS_KEY_ID is set/,
    );
    expect(() => load({ FILE_STORAGE: 'ftp' })).toThrow('FILE_STORAGE');
    expect(() => load({ FILE_STORAGE: 's3', S3_BUCKET: 'Not_A_Bucket' })).toThrow(
      'S3_BUCKET: must be a bucket name',
    );
  });
});
