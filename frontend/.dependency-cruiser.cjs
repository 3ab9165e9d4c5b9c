/**
 * The web app's walls, checked by `pnpm lint`: features are grouped by area under
 * src/features/<area>/<feature>; ui/ and lib/ serve every feature and know none; test helpers
 * (src/test) serve tests only.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'no-folder-cycle',
      comment: 'Folders depend on each other in one direction only.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^src/' },
      to: { path: '^src/', circular: true },
    },
    {
      name: 'kit-knows-no-feature',
      comment: 'ui/ and lib/ are shared by every feature and import none of them (nor routes).',
      severity: 'error',
      from: { path: '^src/(ui|lib)/' },
      to: { path: '^src/(features|routes)/' },
    },
    {
      name: 'test-helpers-only-in-tests',
      comment: 'What src/test holds is for tests; the app never imports it.',
      severity: 'error',
      from: { path: '^src/', pathNot: ['^src/test/', '\\.test\\.tsx?$'] },
      to: { path: '^src/test/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(\\.test\\.tsx?$|routeTree\\.gen\\.ts$)' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js'] },
  },
};
