import type { Block, Field, SanitizedCollectionConfig, SanitizedConfig } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { dkimItem, serverItem, smtpItem, stripeItem } from '@/reports/launch'
import { TYPED_BULK_DELETE } from '@/fields/typedBulkDelete'

/**
 * Her menu is short and in her words. Read from the built Payload config,
 * so a new collection that forgets its group, or a system collection left visible, fails here.
 */

let config: SanitizedConfig

beforeAll(async () => {
  config = (await import('@payload-config')).default as unknown as SanitizedConfig
  config = await config
  // Loading the whole config (Payload, the database adapter, every collection) takes a while.
}, 120_000)

/** The decided menu: group → what she sees in it (collections and pages of settings). */
const HER_MENU: Record<string, string[]> = {
  People: ['People', 'Waitlist', 'Messages', 'Affiliates', 'Tags'],
  Applications: ['Applications'],
  'Pages and content': [
    'Pages',
    'Media',
    'Quiz questions',
    'Quiz results',
    'Documents',
    'Header navigation',
    'Footer',
    'Alternate home page',
    'Meditation page',
    'Quiz settings',
  ],
  Testimonials: ['Testimonials'],
  'E-mails': ['E-mail templates', 'E-mail log', 'Sequences'],
  Products: [
    'Offers',
    'Orders',
    'Coupons',
    'Courses',
    'Sections',
    'Lessons',
    'Course access',
    'Workshops',
    'Workshop registrations',
  ],
  Settings: ['Admin accounts', 'Site settings'],
}

/** Records only the app reads and writes: never in her menu. */
const SYSTEM = [
  'access-links',
  'admin-sessions',
  'member-sessions',
  'lesson-progress',
  'conversion-events',
  'rate-limits',
  'seed-runs',
  'sequence-enrollments',
  'email-deliveries',
  'email-campaigns',
  'leads',
  'order-payments',
  'coupon-redemptions',
  'affiliate-clicks',
  'affiliate-commissions',
  'payload-jobs',
  'payload-locked-documents',
  'payload-preferences',
  'payload-migrations',
]

const text = (label: unknown) =>
  typeof label === 'string'
    ? label
    : typeof label === 'object' && label
      ? String(Object.values(label)[0])
      : ''

const visibleCollections = () =>
  config.collections.filter((collection) => collection.admin?.hidden !== true)
const visibleGlobals = () => config.globals.filter((global) => global.admin?.hidden !== true)

describe('her menu', () => {
  it('has the decided groups, each with what she expects, and nothing else', () => {
    const menu: Record<string, string[]> = {}
    for (const entity of [...visibleCollections(), ...visibleGlobals()]) {
      const group = text(entity.admin?.group) || '(no group)'
      const label = 'labels' in entity ? text(entity.labels.plural) : text(entity.label)
      ;(menu[group] ??= []).push(label)
    }
    for (const items of Object.values(menu)) items.sort()
    const expected = Object.fromEntries(
      Object.entries(HER_MENU).map(([group, items]) => [group, [...items].sort()]),
    )
    expect(menu).toEqual(expected)
    // Payload shows the groups in the order they first appear: the order she works through them.
    expect(Object.keys(menu)).toEqual(Object.keys(HER_MENU))
    // Seven groups beside the Overview, at most 31 items (35 before, with system rows; her shop
    // added offers, coupons, course access and affiliates, and took products away).
    const count = Object.values(menu).flat().length
    expect(count).toBeLessThanOrEqual(31)
  })

  it('shows no system collection', () => {
    const visible = visibleCollections().map((collection) => collection.slug)
    for (const slug of SYSTEM) expect(visible, slug).not.toContain(slug)
    // Every system collection still exists for the app.
    const all = config.collections.map((collection) => collection.slug)
    for (const slug of SYSTEM.filter((slug) => !slug.startsWith('payload-'))) {
      expect(all, slug).toContain(slug)
    }
  })

  it('deletes several rows only once their number is typed: Payload’s bulk delete is off', () => {
    for (const collection of visibleCollections()) {
      expect(collection.disableBulkDelete, collection.slug).toBe(true)
      const before = (collection.admin?.components?.beforeListTable ?? []) as { path?: string }[]
      expect(
        before.some((component) => component?.path === TYPED_BULK_DELETE),
        collection.slug,
      ).toBe(true)
    }
  })
})

/** Forms whose words their own tests check (left out of the jargon check here). */
const OTHERS = new Set(['email-templates', 'pages', 'testimonials'])
const OTHERS_BLOCKS = new Set([
  'stats',
  'testimonialCarousel',
  'testimonials',
  'offerCards',
  'pricingCard',
])

const JARGON = /\bslug\b|\bcents?\b|\beyebrow\b|\btone\b|\buntitled\b|[A-Z][A-Z0-9]+_[A-Z0-9_]+/i

type Found = { where: string; words: string }

/** Every label and help text of a form that she reads (hidden fields are not shown). */
function wordsOf(fields: Field[], where: string, found: Found[]) {
  for (const field of fields) {
    const admin = (field as { admin?: { hidden?: boolean; description?: unknown } }).admin
    if (admin?.hidden) continue
    const name = 'name' in field ? field.name : ''
    const label = 'label' in field && field.label !== undefined ? text(field.label) : name
    const at = `${where}.${name || field.type}`
    if (label && field.type !== 'ui') found.push({ where: at, words: label })
    if (typeof admin?.description === 'string') found.push({ where: at, words: admin.description })
    if ('options' in field && Array.isArray(field.options)) {
      for (const option of field.options) {
        found.push({ where: at, words: typeof option === 'string' ? option : text(option.label) })
      }
    }
    if ('fields' in field && Array.isArray(field.fields)) wordsOf(field.fields, at, found)
    if ('tabs' in field)
      for (const tab of field.tabs) wordsOf(tab.fields, `${at}.${text(tab.label)}`, found)
    if (field.type === 'blocks') {
      for (const block of (field.blocks ?? []) as Block[]) {
        if (OTHERS_BLOCKS.has(block.slug)) continue
        wordsOf(block.fields, `${at}.${block.slug}`, found)
      }
    }
  }
  return found
}

describe('her forms speak her words', () => {
  it('no label or help text says slug, cents, eyebrow, tone, untitled or a variable name', () => {
    const found: Found[] = []
    for (const collection of visibleCollections() as SanitizedCollectionConfig[]) {
      if (OTHERS.has(collection.slug)) continue
      if (typeof collection.admin?.description === 'string') {
        found.push({ where: collection.slug, words: collection.admin.description })
      }
      wordsOf(collection.fields, collection.slug, found)
    }
    for (const global of visibleGlobals()) wordsOf(global.fields, global.slug, found)
    // The page blocks she edits (in Pages), but those whose words their own tests check.
    const { PAGE_BLOCKS } = { PAGE_BLOCKS: pageBlocks() }
    for (const block of PAGE_BLOCKS) wordsOf(block.fields, `block:${block.slug}`, found)
    const jargon = found.filter(({ words }) => JARGON.test(words) && !/Tone of voice/.test(words))
    expect(jargon).toEqual([])
  })

  it('a page’s block rows are named by their heading, never an empty "Untitled" box', () => {
    const pages = config.collections.find((collection) => collection.slug === 'pages')!
    const layout = pages.fields.flatMap(function all(field: Field): Field[] {
      if (field.type === 'tabs') return field.tabs.flatMap((tab) => tab.fields.flatMap(all))
      return [field]
    })
    const blocks = layout.flatMap((field) =>
      field.type === 'blocks' ? ((field.blocks ?? []) as Block[]) : [],
    )
    expect(blocks.length).toBeGreaterThan(5)
    for (const block of blocks) {
      expect(block.admin?.disableBlockName, block.slug).toBe(true)
      expect(block.admin?.components?.Label, block.slug).toBeTruthy()
    }
  })

  it('every amount in cents is typed and shown in dollars', () => {
    for (const collection of config.collections) {
      for (const field of collection.fields) {
        if (!('name' in field) || !/InCents$/.test(field.name)) continue
        const components = (field.admin as { components?: { Field?: unknown } } | undefined)
          ?.components
        expect(String(components?.Field), `${collection.slug}.${field.name}`).toMatch(/CentsField/)
      }
    }
  })
})

function pageBlocks(): Block[] {
  const pages = config.collections.find((collection) => collection.slug === 'pages')
  const blocks: Block[] = []
  const walk = (fields: Field[]) => {
    for (const field of fields) {
      if (field.type === 'blocks') blocks.push(...((field.blocks ?? []) as Block[]))
      if ('fields' in field && Array.isArray(field.fields)) walk(field.fields)
      if ('tabs' in field) for (const tab of field.tabs) walk(tab.fields)
    }
  }
  walk(pages?.fields ?? [])
  return blocks.filter((block) => !OTHERS_BLOCKS.has(block.slug))
}

describe('the launch checklist speaks her words', () => {
  const ENV_NAME = /\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b/
  const envs: Record<string, Record<string, string | undefined>> = {
    'nothing set': {},
    'all live': {
      NEXT_PUBLIC_SERVER_URL: 'https://mayarivers.co',
      STRIPE_SECRET_KEY: 'sk_live_abc',
      NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_live_abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
      EMAIL_FROM_ADDRESS: 'hello@mayarivers.co',
      DKIM_DOMAIN: 'mayarivers.co',
      DKIM_SELECTOR: 'mail2026',
      DKIM_PRIVATE_KEY: 'key',
    },
    'signed for another domain': {
      EMAIL_FROM_ADDRESS: 'hello@mayarivers.co',
      DKIM_DOMAIN: 'mailer.example.net',
      DKIM_SELECTOR: 's',
      DKIM_PRIVATE_KEY: 'key',
    },
  }

  for (const [name, env] of Object.entries(envs)) {
    it(`${name}: labels and details name no variable; the technical part is folded`, async () => {
      const items = [serverItem(env), stripeItem(env), await smtpItem(env, 0), dkimItem(env)]
      for (const item of items) {
        expect(item.label, item.key).not.toMatch(ENV_NAME)
        expect(item.detail, item.key).not.toMatch(ENV_NAME)
        expect(item.detail, item.key).not.toMatch(/\bSMTP\b|\bDKIM\b/)
      }
      if (name === 'nothing set') {
        const technical = items.map((item) => item.technical ?? '').join(' ')
        for (const variable of [
          'NEXT_PUBLIC_SERVER_URL',
          'STRIPE_SECRET_KEY',
          'SMTP_URL',
          'DKIM_DOMAIN',
        ]) {
          expect(technical).toContain(variable)
        }
        expect(serverItem(env).detail).toMatch(/Tell whoever hosts your site its web address/)
      }
    })
  }
})
