import reactHooks from 'eslint-plugin-react-hooks';
import { baseConfig } from '../eslint.base.mjs';

export default [
  ...baseConfig(import.meta.dirname, ['src/routeTree.gen.ts', 'public/**']),
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
];
