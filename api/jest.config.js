/** @type {import('jest').Config} */
module.exports = {
  rootDir: '.',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.e2e-spec.ts'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true },
          target: 'es2022',
        },
        module: { type: 'commonjs', ignoreDynamic: true },
      },
    ],
    // The static file server's content-disposition is published as an ES module only.
    '/node_modules/content-disposition/.+\\.js$': ['@swc/jest', { module: { type: 'commonjs' } }],
  },
  transformIgnorePatterns: ['^(?!.*/node_modules/content-disposition/).*/node_modules/'],
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  // Hooks that boot two instances, or one on a database of its own, take longer on a busy
  // two-core machine: on a slow one an isolated database's app took over a minute to start.
  testTimeout: 120000,
  maxWorkers: 2,
};
