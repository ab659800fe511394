import { defineConfig, globalIgnores } from 'eslint/config'
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'

/**
 * Where things may import from (docs/architecture.md, "The rules that keep the shape").
 * Components are React only: they reach data through the loaders in src/app/(frontend)/_loaders,
 * never Payload or the database.
 * Domain folders are the business and know nothing of React or Next, so an operation runs the
 * same from an endpoint, a hook, a job or an AI tool.
 */
export const DOMAIN_FOLDERS = [
  'access',
  'affiliates',
  'analytics',
  'applications',
  'assistant',
  'auth',
  'catalogue',
  'collections',
  'commerce',
  'contacts',
  'content',
  'core',
  'courses',
  'documents',
  'email',
  'endpoints',
  'fields',
  'imports',
  'globals',
  'jobs',
  'maintenance',
  'mcp',
  'quiz',
  'reports',
  'security',
  'seed',
  'settings',
  'storage',
  'utilities',
  'voice',
  'workshops',
]

const componentImports = {
  paths: [
    {
      name: 'payload',
      allowTypeImports: true,
      message: 'Components are React only: load data in src/app/(frontend)/_loaders.',
    },
    {
      name: '@payload-config',
      message: 'Components are React only: load data in src/app/(frontend)/_loaders.',
    },
    { name: '@payloadcms/db-postgres', message: 'Components never touch the database.' },
    { name: 'pg', message: 'Components never touch the database.' },
  ],
  patterns: [
    {
      group: [
        '@/*/operations/*',
        '@/catalogue',
        '@/core/operation',
        '@/utilities/sql',
        '@/utilities/transaction',
      ],
      allowTypeImports: true,
      message: 'Components call the server through its endpoints, never its operations.',
    },
  ],
}

const domainImports = {
  paths: [
    {
      name: 'react',
      message: 'Domain code knows nothing of React: put components in src/components.',
    },
    {
      name: 'react-dom',
      message: 'Domain code knows nothing of React: put components in src/components.',
    },
    {
      name: 'next',
      allowTypeImports: true,
      message: 'Domain code knows nothing of Next: put it in src/app.',
    },
  ],
  patterns: [
    { group: ['react/*', 'react-dom/*'], message: 'Domain code knows nothing of React.' },
    {
      group: ['next/*'],
      allowTypeImports: true,
      message: 'Domain code knows nothing of Next: put it in src/app.',
    },
  ],
}

export default defineConfig([
  ...nextVitals,
  ...nextTypescript,
  globalIgnores([
    '.next/**',
    '.next-*/**',
    '.data/**',
    'media/**',
    'test-results/**',
    'playwright-report/**',
    'next-env.d.ts',
    'src/payload-types.ts',
    'src/migrations/**',
    // Payload generates these; the Admin Center (admin/_center) is ours and is linted.
    'src/app/(payload)/admin/importMap.js',
    'src/app/(payload)/admin/[[...segments]]/**',
    'src/app/(payload)/api/**',
    'src/app/(payload)/layout.tsx',
  ]),
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    files: ['src/components/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', componentImports] },
  },
  {
    files: DOMAIN_FOLDERS.map((folder) => `src/${folder}/**/*.{ts,tsx}`),
    rules: { 'no-restricted-imports': ['error', domainImports] },
  },
  {
    // The one bridge from Payload's hooks to Next's page cache: revalidating a page after an edit.
    files: ['src/content/revalidate.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
])
