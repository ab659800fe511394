import { sql } from '@payloadcms/db-postgres'
import { createElement } from 'react'
import { prerenderToNodeStream } from 'react-dom/static'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { OfferCardsBlock, Page, User } from '@/payload-types'
import {
  cachedSignUpsToday,
  countSiteFigure,
  joinedTodayLine,
  siteFigureLine,
} from '@/content/siteFigures'
import { publishedTestimonials } from '@/content/testimonials'
import { hasUnpublishedChanges } from '@/content/unpublished'
import { queryRows } from '@/utilities/sql'

/** A block as the server renders it, waiting for what it reads (its buy link reads the settings). */
async function renderToHtml(element: ReturnType<typeof createElement>) {
  const { prelude } = await prerenderToNodeStream(element)
  const chunks: Buffer[] = []
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array))
  // Without the markers streaming puts between adjacent texts, as renderToStaticMarkup writes it.
  return Buffer.concat(chunks).toString('utf8').replace(/<!-- -->/g, '')
}

let payload: Payload
let owner: User

beforeAll(async () => {
  const { getTestPayload } = await import('./payload')
  payload = await getTestPayload()
  owner = await payload.create({
    collection: 'users',
    data: {
      email: `owner-${Date.now()}@example.com`,
      password: 'a long test password 1',
      role: 'admin',
    },
  })
}, 120_000)

const quiet = { context: { disableRevalidate: true } }

describe('testimonials: "all published, newest first"', () => {
  it('lists published testimonials newest first, never a draft or an unpublished one', async () => {
    const make = (name: string, status: 'draft' | 'published') =>
      payload.create({
        collection: 'testimonials',
        data: { text: `Words of ${name}`, name, stars: 5, _status: status },
        draft: status === 'draft',
        ...quiet,
      })
    const older = await make('Older published', 'published')
    await new Promise((resolve) => setTimeout(resolve, 20))
    const draft = await make('Only a draft', 'draft')
    await new Promise((resolve) => setTimeout(resolve, 20))
    const newer = await make('Newer published', 'published')
    await new Promise((resolve) => setTimeout(resolve, 20))
    const withdrawn = await make('Published then unpublished', 'published')
    await payload.update({
      collection: 'testimonials',
      id: withdrawn.id,
      data: { _status: 'draft' },
      ...quiet,
    })

    const names = (await publishedTestimonials(payload)).map((item) => item.name)
    expect(names.indexOf('Newer published')).toBe(0)
    expect(names.indexOf('Older published')).toBeGreaterThan(0)
    expect(names).not.toContain('Only a draft')
    expect(names).not.toContain('Published then unpublished')

    // A visitor asking the API directly gets the same: published only.
    const visitor = await payload.find({
      collection: 'testimonials',
      overrideAccess: false,
      draft: true,
      limit: 100,
    })
    const visible = visitor.docs.map((item) => item.id)
    expect(visible).toContain(older.id)
    expect(visible).toContain(newer.id)
    expect(visible).not.toContain(draft.id)
    expect(visible).not.toContain(withdrawn.id)
  })

  it('a new carousel shows all testimonials unless she hand-picks them; hand-picked needs one', async () => {
    const page = await payload.create({
      collection: 'pages',
      data: {
        title: 'Carousel',
        slug: `carousel-${Date.now()}`,
        footer: 'standard',
        // Left unset, as a new block in the admin: the default applies.
        layout: [
          { blockType: 'testimonialCarousel', intervalSeconds: 8 } as Page['layout'][number],
        ],
        _status: 'published',
      },
      ...quiet,
    })
    const block = page.layout[0] as Extract<
      Page['layout'][number],
      { blockType: 'testimonialCarousel' }
    >
    expect(block.show).toBe('all')

    const refused = await payload
      .create({
        collection: 'pages',
        data: {
          title: 'Picked',
          slug: `picked-${Date.now()}`,
          footer: 'standard',
          layout: [{ blockType: 'testimonialCarousel', intervalSeconds: 8, show: 'chosen' }],
          _status: 'published',
        },
        ...quiet,
      })
      .then(
        () => null,
        (error: { data?: { errors?: { message: string }[] } }) => error,
      )
    expect(refused?.data?.errors?.map((entry) => entry.message)).toEqual([
      'Choose at least one testimonial, or show all published testimonials.',
    ])
  })
})

describe('the Stats block: a real figure or none', () => {
  it('counts the women who signed up in the period, each once, and not older sign-ups', async () => {
    const before = await countSiteFigure(payload, 'signups', 30)
    const stamp = Date.now()
    const emails = [1, 2, 3].map((n) => `figure-${stamp}-${n}@example.com`)
    for (const email of emails) {
      await payload.create({ collection: 'leads', data: { email, source: 'quiz' }, ...quiet })
    }
    // The same woman signing up a second time is one woman.
    await payload.create({
      collection: 'leads',
      data: { email: emails[0]!, source: 'meditation' },
      ...quiet,
    })
    // A sign-up from 40 days ago is outside the last 30 days.
    const old = await payload.create({
      collection: 'leads',
      data: { email: `figure-${stamp}-old@example.com`, source: 'quiz' },
      ...quiet,
    })
    await queryRows(
      payload,
      sql`update leads set created_at = now() - interval '40 days' where id = ${old.id}`,
    )

    expect(await countSiteFigure(payload, 'signups', 30)).toBe(before + 3)
    expect(await countSiteFigure(payload, 'signups', 90)).toBe(before + 4)
  })

  it('counts the visits of the period from the analytics store', async () => {
    const before = await countSiteFigure(payload, 'visits', 7)
    const visit = (day: string) => sql`insert into analytics_visits
        (visitor, day, started_at, last_at, entry_path, exit_path, source, device, browser, os)
        values (1, ${day}::date, now(), now(), '/', '/', 'Direct', 'desktop', 'Firefox', 'Linux')`
    await queryRows(payload, visit(new Date().toISOString().slice(0, 10)))
    await queryRows(payload, visit('2000-01-01'))
    expect(await countSiteFigure(payload, 'visits', 7)).toBe(before + 1)
  })

  it('shows the figure with its period in words, and hides it below her minimum or with no data', () => {
    expect(siteFigureLine('signups', 30, 64, 50)).toEqual({
      figure: '64',
      words: 'women signed up in the last 30 days',
    })
    expect(siteFigureLine('visits', 7, 1234, 50)).toEqual({
      figure: '1,234',
      words: 'visits to this site in the last 7 days',
    })
    expect(siteFigureLine('signups', 30, 49, 50)).toBeNull()
    expect(siteFigureLine('signups', 30, 0, 1)).toBeNull()
    expect(siteFigureLine('signups', 30, Number.NaN, 1)).toBeNull()
  })
})

describe('the alternate homepage’s "… joined today": real, or not shown', () => {
  it('counts the women who signed up since midnight on her clock, each once', async () => {
    const stamp = Date.now()
    for (const n of [1, 2]) {
      await payload.create({
        collection: 'leads',
        data: { email: `joined-${stamp}-${n}@example.com`, source: 'quiz' },
        ...quiet,
      })
    }
    const yesterday = await payload.create({
      collection: 'leads',
      data: { email: `joined-${stamp}-old@example.com`, source: 'quiz' },
      ...quiet,
    })
    await queryRows(
      payload,
      sql`update leads set created_at = now() - interval '2 days' where id = ${yesterday.id}`,
    )
    // Her midnight, said another way: Postgres's own calendar for America/Phoenix.
    const [expected] = await queryRows<{ n: number }>(
      payload,
      sql`select count(distinct contact_id)::int as n from leads where created_at >=
        (date_trunc('day', now() at time zone 'America/Phoenix') at time zone 'America/Phoenix')`,
    )
    expect(expected!.n).toBeGreaterThanOrEqual(2)
    expect(await cachedSignUpsToday(payload)).toBe(expected!.n)
  })

  it('puts the real count before her words, and shows nothing below 10', () => {
    expect(joinedTodayLine(23, '5,247 joined today')).toBe('23 joined today')
    expect(joinedTodayLine(1234, 'joined today')).toBe('1,234 joined today')
    expect(joinedTodayLine(9, 'joined today')).toBeNull()
    expect(joinedTodayLine(0, null)).toBeNull()
  })
})

describe('prices from the product', () => {
  it('the offer card shows the product’s price, the list price struck, and keeps her words', async () => {
    const product = await payload.create({
      collection: 'offers',
      data: {
        slug: `card-${Date.now()}`,
        name: 'Card product',
        priceInCents: 4400,
        compareAtPriceInCents: 6400,
      },
      ...quiet,
    })
    const { OfferCardsBlock } = await import('@/blocks/OfferCards/Component')
    const block: OfferCardsBlock = {
      blockType: 'offerCards',
      layout: 'grid',
      cards: [
        {
          // An older card still naming the list price: the product's price replaces it.
          eyebrow: '{listPrice} · 90 minutes',
          title: 'The masterclass',
          product,
          link: { label: 'Explore', href: '/masterclass' },
        },
      ],
    }
    const html = await renderToHtml(createElement(OfferCardsBlock, block))
    expect(html).toContain('<s>$64</s> $44')
    expect(html).toContain('was $64, now $44')
    expect(html).toContain(' · 90 minutes')
    expect(html).not.toContain('$64 · 90 minutes')

    // The price changes on the product, and the card follows.
    const changed = await payload.update({
      collection: 'offers',
      id: product.id,
      data: { priceInCents: 3900, compareAtPriceInCents: null },
      ...quiet,
    })
    const after = await renderToHtml(
      createElement(OfferCardsBlock, {
        ...block,
        cards: [{ ...block.cards[0]!, product: changed, eyebrow: '90 minutes' }],
      }),
    )
    expect(after).toContain('<span data-testid="price">$39</span> · 90 minutes')
    expect(after).not.toContain('<s>')
  })
})

describe('draft preview: whether there is anything left to preview', () => {
  it('yes while a page has an unpublished draft, no once published, never for a visitor', async () => {
    const slug = `preview-${Date.now()}`
    const page = await payload.create({
      collection: 'pages',
      data: {
        title: 'Preview me',
        slug,
        footer: 'standard',
        layout: [{ blockType: 'hero', heading: 'Live words' }],
        _status: 'published',
      },
      ...quiet,
    })
    expect(await hasUnpublishedChanges(payload, owner, `/${slug}`)).toBe(false)

    await payload.update({
      collection: 'pages',
      id: page.id,
      data: { layout: [{ blockType: 'hero', heading: 'Draft words' }] },
      draft: true,
      ...quiet,
    })
    expect(await hasUnpublishedChanges(payload, owner, `/${slug}`)).toBe(true)
    expect(await hasUnpublishedChanges(payload, null, `/${slug}`)).toBe(false)

    await payload.update({
      collection: 'pages',
      id: page.id,
      data: { layout: [{ blockType: 'hero', heading: 'Draft words' }], _status: 'published' },
      ...quiet,
    })
    expect(await hasUnpublishedChanges(payload, owner, `/${slug}`)).toBe(false)
    // Routes that are no page have no drafts.
    expect(await hasUnpublishedChanges(payload, owner, '/quiz/result')).toBe(false)
  })
})

describe('an existing site’s home page is made honest once', () => {
  it('switches the carousel to all, the counter to a real figure, and leaves prices to the product', async () => {
    const { honestHomeLayout } = await import('@/seed/pages/honestHome')
    const old = [
      {
        blockType: 'offerCards',
        cards: [
          { eyebrow: 'Free · 10 minutes', title: 'Meditation', link: { label: 'Go', href: '/' } },
          {
            eyebrow: '{listPrice} · 90 minutes',
            title: 'Masterclass',
            product: 1,
            link: { label: 'Go', href: '/masterclass' },
          },
        ],
      },
      { blockType: 'stats', items: [{ value: '10,000+', label: 'women' }] },
      { blockType: 'testimonialCarousel', intervalSeconds: 8, show: 'chosen', testimonials: [3] },
    ] as unknown as Page['layout']
    const honest = honestHomeLayout(old)!
    expect(honest[0]).toMatchObject({
      cards: [{ eyebrow: 'Free · 10 minutes' }, { eyebrow: '90 minutes' }],
    })
    expect(honest[1]).toMatchObject({ liveFigure: { show: 'signups', days: '30', minimum: 50 } })
    expect(honest[2]).toMatchObject({ show: 'all', testimonials: [3] })
    // Run again (or on a fresh site's home page), nothing is left to change.
    expect(honestHomeLayout(honest)).toBeNull()
  })
})
