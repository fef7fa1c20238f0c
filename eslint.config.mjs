import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTypescript,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Production code must not lean on test helpers and doubles: they live in tests/ and are not shipped.
    files: [
      'app/**',
      'lib/**',
      'components/**',
      'scripts/**',
      'proxy.ts',
      'instrumentation.ts',
      'next.config.mjs',
    ],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/tests/**', '**/tests/**'],
              message: 'Test helpers (tests/) are for tests only.',
            },
          ],
        },
      ],
    },
  },
  globalIgnores([
    '.next/**',
    'out/**',
    'build/**',
    'next-env.d.ts',
    'data/**',
    'coverage/**',
    'test-results/**',
    'playwright-report/**',
  ]),
]);
