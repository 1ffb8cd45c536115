// ESLint: @eslint/js recommended and typescript-eslint strict type-checked over the TypeScript of
// src/, bench/, test/ and web/src. `npm run lint`; part of `npm test`.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'examples/**', 'bin/**', '**/testdata/**', '*.config.js', '*.config.ts'] },
  {
    files: ['src/**/*.ts', 'bench/**/*.ts', 'test/**/*.ts', 'web/src/**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.strictTypeChecked],
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      // The code indexes arrays and maps under noUncheckedIndexedAccess and asserts with `!` after the check
      // that makes the access safe (a bound, a has(), a length); the rule cannot see those checks.
      '@typescript-eslint/no-non-null-assertion': 'off',
      // Numbers and booleans print as expected in messages; objects, undefined and null still may not.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true, allowBoolean: true }],
      // A leading underscore marks a binding kept on purpose (a tuple position, a required parameter).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
);
