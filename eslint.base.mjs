// Shared ESLint setup: type-aware rules, zero warnings, no floating promises.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export function baseConfig(tsconfigRootDir, extraIgnores = []) {
  return tseslint.config(
    { ignores: ['dist/**', 'node_modules/**', 'coverage/**', ...extraIgnores] },
    js.configs.recommended,
    ...tseslint.configs.recommended,
    {
      files: ['**/*.ts', '**/*.tsx'],
      languageOptions: {
        parserOptions: { projectService: true, tsconfigRootDir },
      },
      rules: {
        '@typescript-eslint/no-floating-promises': 'error',
        '@typescript-eslint/no-misused-promises': 'error',
        '@typescript-eslint/await-thenable': 'error',
        '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
        '@typescript-eslint/consistent-type-imports': 'off',
      },
    },
    { files: ['**/*.js', '**/*.mjs', '**/*.cjs'], ...tseslint.configs.disableTypeChecked },
    {
      files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
      languageOptions: {
        globals: {
          module: 'readonly',
          require: 'readonly',
          process: 'readonly',
          console: 'readonly',
        },
      },
    },
  );
}
