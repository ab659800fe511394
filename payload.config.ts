import path from 'node:path'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { seoPlugin } from '@payloadcms/plugin-seo'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { Media } from './src/collections/Media'
import { Outbox } from './src/collections/Outbox'
import { Pages } from './src/collections/Pages'
import { Users } from './src/collections/Users'
import { createEmailAdapter, emailSettingsFromEnv } from './src/email/adapter'
import { healthEndpoint } from './src/endpoints/health'
import { SiteSettings } from './src/globals/SiteSettings/config'
import { migrations } from './src/migrations'
import { generateSeoTitle, generateSeoURL } from './src/utilities/generateMeta'
import { projectRoot } from './src/utilities/projectRoot'

const dirname = projectRoot

export default buildConfig({
  admin: {
    user: Users.slug,
    importMap: {
      baseDir: dirname,
      importMapFile: path.join(dirname, 'src/app/(payload)/admin/importMap.js'),
    },
    meta: { titleSuffix: ' · Admin' },
  },
  collections: [Pages, Media, Users, Outbox],
  globals: [SiteSettings],
  endpoints: [healthEndpoint],
  editor: lexicalEditor(),
  db: postgresAdapter({
    pool: { connectionString: process.env.DATABASE_URL },
    // Schema changes go through committed migrations. Only `npm run dev` pushes, and it uses its
    // own database (app_dev) so a pushed schema never meets the migrated ones.
    push: process.env.PAYLOAD_DB_PUSH === '1',
    migrationDir: path.join(dirname, 'src/migrations'),
    prodMigrations: migrations,
  }),
  email: createEmailAdapter(emailSettingsFromEnv()),
  plugins: [
    seoPlugin({
      collections: ['pages'],
      uploadsCollection: 'media',
      generateTitle: generateSeoTitle,
      generateURL: generateSeoURL,
    }),
  ],
  secret: process.env.PAYLOAD_SECRET || '',
  serverURL: process.env.NEXT_PUBLIC_SERVER_URL || '',
  sharp,
  telemetry: false,
  typescript: { outputFile: path.join(dirname, 'src/payload-types.ts') },
})
