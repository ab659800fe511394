import { createLocalReq, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { healthEndpoint } from '@/endpoints/health'
import { seed } from '@/seed'
import { DEFAULT_ADMIN_EMAIL } from '@/seed/owner'
import { siteSettingsSeed } from '@/seed/siteSettings'

import { getTestPayload } from './payload'

let payload: Payload

/** Everything the seed writes, in a form that shows any change. */
async function snapshot() {
  const collections = [
    'users',
    'pages',
    'media',
    'offers',
    'testimonials',
    'lessons',
    'documents',
    'seed-runs',
  ] as const
  const rows = await Promise.all(
    collections.map((collection) => payload.find({ collection, limit: 0, sort: 'id' })),
  )
  const globals = await Promise.all(
    (['site-settings', 'header', 'footer', 'alternate-home'] as const).map((slug) =>
      payload.findGlobal({ slug }),
    ),
  )
  return {
    rows: rows.map((result) => result.docs.map((doc) => [doc.id, doc.updatedAt])),
    globals: globals.map((global) => global.updatedAt),
  }
}

beforeAll(async () => {
  payload = await getTestPayload()
})

describe('migrations', () => {
  it('create the schema from the committed files and record them', async () => {
    const applied = await payload.find({ collection: 'payload-migrations', limit: 0 })
    expect(applied.docs.length).toBeGreaterThan(0)
    expect(applied.docs.every((doc) => (doc.batch ?? 0) > 0)).toBe(true)
  })
})

describe('seed', () => {
  // The first seed renders a 10-minute meditation and every page: about 25 s on two busy cores.
  it('fills an empty site with the owner, settings, the course’s documents and the home page', async () => {
    const created = await seed(payload)
    expect(created).toEqual([
      'owner account',
      'site settings',
      'header and footer',
      'products and testimonials',
      'page "home"',
      'page "about"',
      'page "work-with-me"',
      'page "masterclass"',
      'page "waitlist"',
      'page "link-in-bio"',
      'page "privacy"',
      'alternate homepage',
      'quiz',
      'meditation',
      'course',
      'ebook and Integration Guide',
      'workshops',
      'e-mail templates',
      'welcome sequences',
      'Nurture sequence',
    ])

    // The course of spec §3: four modules in order, the bonus ones marked add-on.
    const lessons = await payload.find({ collection: 'lessons', sort: 'order', depth: 0 })
    expect(lessons.docs.map((lesson) => [lesson.moduleId, lesson.duration, lesson.type])).toEqual([
      ['main-masterclass', '90 minutes', 'main'],
      ['boundary-tapping', '15 minutes', 'addon'],
      ['sovereignty-ritual', '18 minutes', 'addon'],
      ['eros-activation', '20 minutes', 'addon'],
    ])
    // The ebook and the guide are documents the owner edits; no stand-in PDF or image is seeded.
    const course = await payload.find({ collection: 'courses', depth: 1 })
    expect(course.docs[0]).toMatchObject({
      ebook: null,
      integrationGuide: null,
      ebookDocument: { title: 'Emotional Power', _status: 'published' },
      integrationGuideDocument: { title: 'Integration Guide', _status: 'published' },
    })
    const media = await payload.find({ collection: 'media', depth: 0 })
    expect(media.docs.map((doc) => doc.seedKey)).toEqual(['meditation-recording'])

    const owner = await payload.find({
      collection: 'users',
      where: { email: { equals: process.env.ADMIN_EMAIL || DEFAULT_ADMIN_EMAIL } },
    })
    expect(owner.docs[0]?.role).toBe('admin')

    const settings = await payload.findGlobal({ slug: 'site-settings' })
    expect(settings).toMatchObject(siteSettingsSeed)

    const home = await payload.find({ collection: 'pages', where: { slug: { equals: 'home' } } })
    const hero = home.docs[0]?.layout[0]
    expect(hero?.blockType).toBe('hero')
    expect(hero && 'heading' in hero ? hero.heading : '').toBe(
      'From Good Girl to Sensually Sovereign',
    )

    const products = await payload.find({ collection: 'offers', sort: 'priceInCents' })
    expect(
      products.docs.map((p) => [p.slug, p.priceInCents, p.compareAtPriceInCents ?? null]),
    ).toEqual([
      ['return-to-the-body', 2000, null],
      ['masterclass', 4400, 6400],
      ['holy-mess-workshop', 4500, null],
    ])
  }, 120_000)

  it('changes nothing when it runs again', async () => {
    const before = await snapshot()
    await expect(seed(payload)).resolves.toEqual([])
    expect(await snapshot()).toEqual(before)
  })

  it('keeps the owner’s edits', async () => {
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { siteName: 'Renamed by the owner' },
      context: { disableRevalidate: true },
    })
    await seed(payload)
    const settings = await payload.findGlobal({ slug: 'site-settings' })
    expect(settings.siteName).toBe('Renamed by the owner')
  })
})

describe('access', () => {
  it('lets visitors read pages and settings but not users or the e-mail log', async () => {
    await expect(
      payload.find({ collection: 'pages', overrideAccess: false }),
    ).resolves.toMatchObject({ totalDocs: 7 })
    await expect(
      payload.findGlobal({ slug: 'site-settings', overrideAccess: false }),
    ).resolves.toHaveProperty('siteName')
    await expect(payload.find({ collection: 'users', overrideAccess: false })).rejects.toThrow(
      /not allowed/i,
    )
    await expect(
      payload.find({ collection: 'email-messages', overrideAccess: false }),
    ).rejects.toThrow(/not allowed/i)
    await expect(
      payload.find({ collection: 'contact-messages', overrideAccess: false }),
    ).rejects.toThrow(/not allowed/i)
    await expect(
      payload.create({
        collection: 'pages',
        overrideAccess: false,
        data: {
          title: 'x',
          slug: 'x',
          layout: [{ blockType: 'hero', heading: 'x' }],
          footer: 'standard',
        },
      }),
    ).rejects.toThrow(/not allowed/i)
  })

  it('lets the admin read users and edit pages', async () => {
    const { docs } = await payload.find({ collection: 'users', limit: 1 })
    const user = { ...docs[0]!, collection: 'users' as const }
    const users = await payload.find({ collection: 'users', overrideAccess: false, user })
    expect(users.totalDocs).toBe(1)
    const page = await payload.create({
      collection: 'pages',
      overrideAccess: false,
      user,
      data: {
        title: 'Draft',
        slug: 'draft',
        layout: [{ blockType: 'hero', heading: 'Draft' }],
        footer: 'standard',
      },
      context: { disableRevalidate: true },
    })
    expect(page.slug).toBe('draft')
    await payload.delete({ collection: 'pages', id: page.id, context: { disableRevalidate: true } })
  })
})

describe('GET /api/health', () => {
  it('answers ok with the database up', async () => {
    const req = await createLocalReq({}, payload)
    const response = await healthEndpoint.handler(req)
    expect(response.status).toBe(200)
    await expect(response.json()).resolves.toEqual({ ok: true, db: 'up', payments: 'demo' })
  })
})
