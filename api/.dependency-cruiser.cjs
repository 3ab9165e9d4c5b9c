/**
 * Which areas each area may import (besides itself and src/common): the arrows of
 * docs/architecture.md. An arrow not listed here is refused.
 */
const AREA_ARROWS = {
  platform: [],
  identity: ['platform'],
  quoting: ['identity', 'platform'],
  purchase: ['quoting', 'identity', 'platform'],
  partners: ['quoting', 'identity', 'platform'],
  servicing: ['purchase', 'partners', 'quoting', 'identity', 'platform'],
  'back-office': ['servicing', 'purchase', 'quoting', 'identity', 'platform'],
  support: ['servicing', 'partners', 'quoting', 'identity', 'platform'],
};
const AREAS = Object.keys(AREA_ARROWS);

/**
 * The API's walls. A module is a folder src/<area>/<module>; src/common is the shared kernel that
 * any module may use. Checked by `pnpm lint`.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    ...AREAS.map((area) => ({
      name: `area-arrows-${area}`,
      comment: `${area} imports only ${AREA_ARROWS[area].join(', ') || 'common'} besides itself.`,
      severity: 'error',
      from: { path: `^src/${area}/` },
      to: {
        path: `^src/(${AREAS.join('|')})/`,
        pathNot: `^src/(${[area, ...AREA_ARROWS[area]].join('|')})/`,
      },
    })),
    {
      name: 'common-is-the-kernel',
      comment: 'The shared kernel depends on no area (it reads only the configuration).',
      severity: 'error',
      from: { path: '^src/common/' },
      to: { path: `^src/(${AREAS.join('|')})/`, pathNot: '^src/platform/config/' },
    },
    {
      name: 'no-unknown-area',
      comment: 'Every folder under src is an area named above, or the shared kernel src/common.',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^src/[^/]+/', pathNot: `^src/(common|scripts|${AREAS.join('|')})/` },
    },
    {
      name: 'no-module-cycle',
      comment: 'Modules (and the folders inside them) depend on each other in one direction only.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^src/' },
      to: { path: '^src/', circular: true },
    },
    {
      name: 'only-through-the-module-index',
      comment:
        "Another module is used through what its index.ts exports, never through its files: not its entities, repositories or services' internals.",
      severity: 'error',
      from: { path: '^src/([^/]+)/([^/]+)/', pathNot: '\\.entity\\.ts$' },
      to: {
        path: '^src/[^/]+/[^/]+/',
        pathNot: ['^src/$1/$2/', '^src/[^/]+/[^/]+/index\\.ts$', '^src/common/'],
      },
    },
    {
      name: 'entity-relations-only',
      comment:
        "An entity may name another module's entity in a relation; nothing else of that module's internals.",
      severity: 'error',
      from: { path: '^src/([^/]+)/([^/]+)/.*\\.entity\\.ts$' },
      to: {
        path: '^src/[^/]+/[^/]+/',
        pathNot: [
          '^src/$1/$2/',
          '^src/[^/]+/[^/]+/index\\.ts$',
          '^src/common/',
          '/entities/[^/]+\\.entity\\.ts$',
        ],
      },
    },
    {
      name: 'index-exports-no-entities-or-repositories',
      comment:
        "A module's index does not hand out its tables: others ask its services. The shape of a row may be exported as a type.",
      severity: 'error',
      from: { path: '^src/[^/]+/[^/]+/index\\.ts$' },
      to: { path: '(\\.entity|\\.repository)\\.ts$', dependencyTypesNot: ['type-only'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(\\.spec\\.ts$|/migrations/|/testing\\.ts$)' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
  },
};
