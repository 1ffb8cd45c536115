// ESLint: @eslint/js recommended and typescript-eslint strict type-checked over the TypeScript of
// src/, bench/, test/ and web/src. `npm run lint`; part of `npm test`.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'examples/**', 'bin/**', '**/testdata/**', 'test/fixtures/**', '*.config.js', '*.config.ts'] },
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
      // The folder store and the account files implement async interfaces (the PostgreSQL versions await)
      // with synchronous file work: their methods stay `async` so that a throw is a rejection, as callers
      // of the interface expect, though they await nothing.
      '@typescript-eslint/require-await': 'off',
      // `[...text]` splits a text into code points on purpose: the length limits, the cursor column and the
      // cp1252 tables count code points. Spreading other things (a Promise, a Map, a function) still fails.
      '@typescript-eslint/no-misused-spread': ['error', { allow: ['string'] }],
      // A leading underscore marks a binding kept on purpose (a tuple position, a required parameter).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
  {
    // Tests read JSON answers (the API's bodies, the CLI's --json output) and check their shape with
    // expect(): the values are `any` by nature there, and declaring each answer's type would only restate
    // what the assertions check.
    files: ['**/*.test.ts', 'test/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
    },
  },
);
