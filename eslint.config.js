import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'coverage/**', 'out/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Use the seeded generator in the state (engine Rng).' },
        { object: 'Date', property: 'now', message: 'No clocks below the server; pass time in as a budget.' },
      ],
    },
  },
  {
    // Only the terminal app may talk to the clock (bot time budgets, progress bars).
    files: ['packages/cli/**/*.ts'],
    rules: { 'no-restricted-properties': 'off' },
  },
);
