import path from 'node:path'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { seoPlugin } from '@payloadcms/plugin-seo'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { hasAdminRole } from './src/access/isAdmin'
import { ownerOnlyDrafts } from './src/access/ownerOnlyDrafts'
import { AccessLinks } from './src/collections/AccessLinks'
import { AdminSessions } from './src/collections/AdminSessions'
import { Applications } from './src/collections/Applications'
import { AssistantCommands } from './src/collections/AssistantCommands'
import { Archetypes } from './src/collections/Archetypes'
import { ContactMessages } from './src/collections/ContactMessages'
import { Contacts } from './src/collections/Contacts'
import { ConversionEvents } from './src/collections/ConversionEvents'
import { Courses } from './src/collections/Courses'
import { Documents } from './src/collections/Documents'
import { Leads } from './src/collections/Leads'
import { LessonProgress } from './src/collections/LessonProgress'
import { Lessons } from './src/collections/Lessons'
import { McpKeys } from './src/collections/McpKeys'
import { Media } from './src/collections/Media'
import { MemberSessions } from './src/collections/MemberSessions'
import { EmailMessages } from './src/collections/EmailMessages'
import { EmailCampaigns } from './src/collections/EmailCampaigns'
import { EmailDeliveries } from './src/collections/EmailDeliveries'
import { EmailSequences } from './src/collections/EmailSequences'
import { SequenceEnrollments } from './src/collections/SequenceEnrollments'
import { EmailTemplates } from './src/collections/EmailTemplates'
import { Pages } from './src/collections/Pages'
import { Offers } from './src/collections/Offers'
import { AffiliateClicks } from './src/collections/commerce/AffiliateClicks'
import { AffiliateCommissions } from './src/collections/commerce/AffiliateCommissions'
import { PrivacyRequests } from './src/collections/PrivacyRequests'
import { Affiliates } from './src/collections/commerce/Affiliates'
import { CouponRedemptions } from './src/collections/commerce/CouponRedemptions'
import { Coupons } from './src/collections/commerce/Coupons'
import { Memberships } from './src/collections/commerce/Memberships'
import { Orders } from './src/collections/commerce/Orders'
import { OrderPayments } from './src/collections/commerce/OrderPayments'
import { BillingClock } from './src/globals/BillingClock'
import { QuizQuestions } from './src/collections/QuizQuestions'
import { RateLimits } from './src/collections/RateLimits'
import { Sections } from './src/collections/Sections'
import { SeedRuns } from './src/collections/SeedRuns'
import { Backups } from './src/collections/Backups'
import { Suppressions } from './src/collections/Suppressions'
import { ImportFiles, ImportProblems, Imports } from './src/collections/Imports'
import { Tags } from './src/collections/Tags'
import { Testimonials } from './src/collections/Testimonials'
import { Users } from './src/collections/Users'
import { WaitlistEntries } from './src/collections/WaitlistEntries'
import { WorkshopRegistrations } from './src/collections/WorkshopRegistrations'
import { Workshops } from './src/collections/Workshops'
import { ANALYTICS_RECORD_FUNCTION } from './src/analytics/recordFunction'
import { addAnalyticsTables } from './src/analytics/tables'
import { onHerClock } from './src/fields/herClock'
import { sumTrafficTask } from './src/jobs/sumTraffic'
import { demoBillingTask } from './src/jobs/demoBilling'
import { syncOfferToStripeTask } from './src/jobs/syncOfferToStripe'
import { createEmailAdapter, emailSettingsFromEnv } from './src/email/adapter'
import { commerceEndpoints } from './src/endpoints/commerce'
import { affiliateClickEndpoint } from './src/endpoints/affiliates'
import { adminEndpoints } from './src/endpoints/admin'
import { contactEndpoint } from './src/endpoints/contact'
import { generateVoiceEndpoint } from './src/endpoints/generateVoice'
import { healthEndpoint } from './src/endpoints/health'
import { mcpEndpoints } from './src/endpoints/mcp'
import { textToSpeechEndpoint } from './src/endpoints/textToSpeech'
import { unsubscribeEndpoints } from './src/endpoints/unsubscribe'
import { confirmSubscriptionEndpoints } from './src/endpoints/confirmSubscription'
import { myDataEndpoints } from './src/endpoints/myData'
import { emailTrackingEndpoints } from './src/endpoints/emailTracking'
import { mailProviderWebhookEndpoint } from './src/endpoints/mailProviderWebhook'
import { waitlistEndpoint } from './src/endpoints/waitlist'
import { workshopEndpoints } from './src/endpoints/workshopRegister'
import { AlternateHome } from './src/globals/AlternateHome/config'
import { Footer } from './src/globals/Footer/config'
import { Header } from './src/globals/Header/config'
import { Meditation } from './src/globals/Meditation/config'
import { QuizSettings } from './src/globals/QuizSettings/config'
import { SiteSettings } from './src/globals/SiteSettings/config'
import { adminSignInLinkTask } from './src/jobs/adminSignInLink'
import { HOUSEKEEPING_CRON, HOUSEKEEPING_QUEUE, housekeepingTask } from './src/jobs/housekeeping'
import { nightlyBackupTask } from './src/jobs/nightlyBackup'
import {
  BULK_CRON,
  BULK_QUEUE,
  TRANSACTIONAL_CRON,
  TRANSACTIONAL_QUEUE,
} from './src/jobs/mailQueues'
import { sendCampaignTask } from './src/jobs/sendCampaign'
import { runImportTask } from './src/jobs/runImport'
import { sendEmailTask } from './src/jobs/sendEmail'
import { sendSequenceStepTask } from './src/jobs/sendSequenceStep'
import { migrations } from './src/migrations'
import { repairGlobalDocAccess } from './src/security/graphqlDocAccess'
import { createLogger } from './src/security/logger'
import { answerClientFaults } from './src/security/payloadErrors'
import { ownerOnlyPreferences } from './src/security/preferences'
import { ownerOnlySystemRecords } from './src/security/systemRecords'
import { generateSeoTitle, generateSeoURL } from './src/utilities/generateMeta'
import { getServerSideURL } from './src/utilities/getURL'
import { projectRoot } from './src/utilities/projectRoot'
import { typedBulkDelete } from './src/fields/typedBulkDelete'
import { blockRowLabels } from './src/fields/blockRowLabels'
import { mediaStorage } from './src/storage/mediaStorage'

const dirname = projectRoot

export default buildConfig({
  admin: {
    user: Users.slug,
    importMap: {
      baseDir: dirname,
      importMapFile: path.join(dirname, 'src/app/(payload)/admin/importMap.js'),
    },
    meta: { titleSuffix: ' · Admin' },
    // Payload's own avatar: a Gravatar would be a request to the internet on every admin page.
    avatar: 'default',
    components: {
      // Her menu starts with the Admin Center's tabs ("Overview"), then the groups of records.
      beforeNavLinks: ['@/components/admin/nav/AdminCenterNav#AdminCenterNav'],
      // Names for Payload's own unnamed widgets (rich-text area, "…" button, tab row).
      providers: ['@/components/admin/AdminA11y.client#AdminA11y'],
      views: {
        // The Admin Center is the admin's home; the CMS collections stay in the nav.
        dashboard: { Component: '@/app/(payload)/admin/_center/AdminCenterView#AdminCenterView' },
        // Sign-in by e-mailed link replaces Payload's password form.
        login: {
          Component: '@/app/(payload)/admin/_center/SignInView#SignInView',
          path: '/login',
        },
      },
    },
  },
  // The order of her menu's groups is the order they first appear here: People (Tags opens it;
  // Contacts must stay after Users, see below), Applications, Pages and content, Testimonials,
  // E-mails, Products, Settings. System collections (hidden) follow.
  collections: [
    Tags,
    WaitlistEntries,
    Suppressions,
    Imports,
    ImportFiles,
    ImportProblems,
    ContactMessages,
    Affiliates,
    Applications,
    Pages,
    Media,
    QuizQuestions,
    Archetypes,
    Documents,
    Testimonials,
    EmailTemplates,
    EmailMessages,
    EmailSequences,
    Offers,
    Orders,
    Coupons,
    Courses,
    Sections,
    Lessons,
    Memberships,
    Workshops,
    WorkshopRegistrations,
    // After Users: a browser with the owner's session and a buyer's is the owner's.
    Users,
    Contacts,
    Leads,
    ConversionEvents,
    MemberSessions,
    AccessLinks,
    LessonProgress,
    AdminSessions,
    EmailCampaigns,
    EmailDeliveries,
    SequenceEnrollments,
    SeedRuns,
    Backups,
    RateLimits,
    McpKeys,
    AssistantCommands,
    CouponRedemptions,
    OrderPayments,
    AffiliateClicks,
    AffiliateCommissions,
    PrivacyRequests,
    // Every date in her lists and forms on her clock (src/fields/herClock.ts).
  ].map(onHerClock),
  globals: [Header, Footer, SiteSettings, AlternateHome, Meditation, QuizSettings, BillingClock],
  endpoints: [
    healthEndpoint,
    contactEndpoint,
    waitlistEndpoint,
    ...unsubscribeEndpoints,
    ...confirmSubscriptionEndpoints,
    ...myDataEndpoints,
    ...emailTrackingEndpoints,
    mailProviderWebhookEndpoint,
    generateVoiceEndpoint,
    textToSpeechEndpoint,
    ...commerceEndpoints,
    ...workshopEndpoints,
    affiliateClickEndpoint,
    ...adminEndpoints,
    ...mcpEndpoints,
  ],
  editor: lexicalEditor(),
  jobs: {
    tasks: [
      sendEmailTask,
      sendCampaignTask,
      runImportTask,
      sendSequenceStepTask,
      adminSignInLinkTask,
      housekeepingTask,
      nightlyBackupTask,
      sumTrafficTask,
      demoBillingTask,
      syncOfferToStripeTask,
    ],
    // Payload's /api/payload-jobs routes let anyone signed in (a buyer too) run, queue or cancel
    // jobs; only the owner may. The server's own runner and our code call the Local API.
    access: {
      run: ({ req }) => hasAdminRole(req.user),
      queue: ({ req }) => hasAdminRole(req.user),
      cancel: ({ req }) => hasAdminRole(req.user),
    },
    // The web server is the one runner, each queue never overlapping itself: mail people wait for
    // every second, bulk mail every 5 s beside it (so welcomes never hold up a sign-in link, see
    // src/jobs/mailQueues.ts), housekeeping every minute (its schedule queues it, this runs it).
    // Scripts and tests run jobs themselves.
    autoRun: [
      { cron: TRANSACTIONAL_CRON, queue: TRANSACTIONAL_QUEUE, limit: 20 },
      { cron: BULK_CRON, queue: BULK_QUEUE, limit: 20 },
      { cron: HOUSEKEEPING_CRON, queue: HOUSEKEEPING_QUEUE, limit: 1 },
    ],
    // JOBS_AUTORUN=0: a web process that leaves the jobs to another one.
    shouldAutoRun: () => Boolean(process.env.NEXT_RUNTIME) && process.env.JOBS_AUTORUN !== '0',
  },
  db: postgresAdapter({
    // One web process's connections. A sign-up holds one for its transaction (about five round
    // trips); Postgres on a 2-core machine runs two at once, so more only queue inside Postgres
    // (and cost it a backend each). Ten keeps those two busy while others wait on locks or on the
    // network, leaves room for a transaction's one read outside it (a cache refill), and, times
    // a few web processes and a worker, stays far below Postgres's 100. DATABASE_POOL_SIZE for
    // a bigger database server.
    pool: {
      connectionString: process.env.DATABASE_URL,
      max: Number(process.env.DATABASE_POOL_SIZE) || 10,
    },
    // Schema changes go through committed migrations. Only `npm run dev` pushes, and it uses its
    // own database (app_dev) so a pushed schema never meets the migrated ones.
    push: process.env.PAYLOAD_DB_PUSH === '1',
    migrationDir: path.join(dirname, 'src/migrations'),
    // The visit counter's tables (src/analytics/tables.ts): plain tables, migrated with the rest.
    beforeSchemaInit: [addAnalyticsTables],
    // A pushed database must never meet migrations: Payload would stop and ask before data loss.
    prodMigrations: process.env.PAYLOAD_DB_PUSH === '1' ? undefined : migrations,
  }),
  // A pushed schema has the tables but none of the migrations' SQL functions: add the one every
  // sign-up calls (the migrated databases have it from their migration).
  onInit: async (payload) => {
    if (process.env.PAYLOAD_DB_PUSH === '1') await payload.db.pool.query(ANALYTICS_RECORD_FUNCTION)
  },
  email: createEmailAdapter(emailSettingsFromEnv()),
  plugins: [
    // First: it takes what is declared above as the site's own (each must set its access) and
    // closes off whatever Payload and the plugins below add (src/security/systemRecords.ts).
    ownerOnlySystemRecords,
    seoPlugin({
      collections: ['pages'],
      uploadsCollection: 'media',
      generateTitle: generateSeoTitle,
      generateURL: generateSeoURL,
      fields: ({ defaultFields }) => [
        ...defaultFields,
        {
          name: 'keywords',
          type: 'text',
          admin: { description: 'Comma-separated, for the keywords meta tag.' },
        },
      ],
    }),
    // Her lists delete several rows only once she types how many (Payload's bulk delete is off).
    typedBulkDelete,
    // Media in an S3-compatible bucket when S3_BUCKET is set (several web processes share it).
    ...mediaStorage(),
    // Block rows named by their heading, not "Untitled".
    blockRowLabels,
    // Last: it walks every collection and global, including what the plugins above added.
    ownerOnlyDrafts,
    ownerOnlyPreferences,
  ],
  secret: process.env.PAYLOAD_SECRET || '',
  // The same origin the site uses everywhere: links in e-mails (the owner's password reset too)
  // are absolute, and Payload accepts the admin's cookie only from this origin (CSRF).
  serverURL: getServerSideURL(),
  csrf: [getServerSideURL()],
  cors: [getServerSideURL()],
  logger: createLogger(),
  graphQL: { queries: repairGlobalDocAccess },
  hooks: {
    // Payload's own routes (login, REST queries, GraphQL) pass a request's values to Postgres
    // unchecked: a NUL byte, a word for an id, a negative page is the sender's mistake (4xx with a
    // message), not a server fault (src/security/payloadErrors.ts).
    afterError: [answerClientFaults],
  },
  sharp,
  telemetry: false,
  typescript: {
    outputFile: path.join(dirname, 'src/payload-types.ts'),
    // Off: outside production Payload otherwise starts `payload generate:types` in a child process
    // at every start, about 8 s of CPU each time: every integration test file, migrate and seed,
    // and rewriting src/payload-types.ts while the type check reads it. `npm run generate:types`
    // makes them, after a collection changes (docs/architecture.md, "Commands").
    autoGenerate: false,
  },
})
