import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Page } from '@/payload-types'

let payload: Payload
let seed: (payload: Payload) => Promise<string[]>

beforeAll(async () => {
  const { getTestPayload } = await import('./payload')
  payload = await getTestPayload({ seeded: true })
  ;({ seed } = await import('@/seed'))
}, 120_000)

const quiet = { context: { disableRevalidate: true } }

const privacyPage = async () =>
  (await payload.find({ collection: 'pages', where: { slug: { equals: 'privacy' } }, depth: 0 }))
    .docs

const hrefs = (links: { href: string }[] | null | undefined) => (links ?? []).map((l) => l.href)
const privacyCount = (links: { href: string }[] | null | undefined) =>
  hrefs(links).filter((href) => href === '/privacy').length

const headingOf = (page: Page) => {
  const hero = page.layout[0]
  return hero?.blockType === 'hero' ? hero.heading : null
}

describe('the privacy page', () => {
  it('is seeded once, published, with its sections, and every footer links to it once', async () => {
    const pages = await privacyPage()
    expect(pages).toHaveLength(1)
    const page = pages[0]!
    expect(page._status).toBe('published')
    expect(page.footer).toBe('standard')
    expect(headingOf(page)).toBe('Privacy, said plainly')
    expect(
      page.layout.flatMap((block) => (block.blockType === 'content' ? [block.heading] : [])),
    ).toEqual([
      'What this site counts',
      'What it does not do',
      'When other services help',
      'How long it keeps it',
      'Your e-mail address',
      'Questions',
    ])
    expect(page.meta?.title).toBeTruthy()
    expect(page.meta?.description).toBeTruthy()

    const footer = await payload.findGlobal({ slug: 'footer' })
    expect(privacyCount(footer.standardLinks)).toBe(1)
    expect(privacyCount(footer.masterclassLinks)).toBe(1)
    const alternateHome = await payload.findGlobal({ slug: 'alternate-home' })
    expect(privacyCount(alternateHome.footer.links)).toBe(1)
  })

  it('keeps her edits: a later seed, even one that has lost its record, rewrites nothing', async () => {
    const [page] = await privacyPage()
    const hero = page!.layout[0]!
    await payload.update({
      collection: 'pages',
      id: page!.id,
      data: {
        layout: [{ ...hero, heading: 'My privacy promise' }, ...page!.layout.slice(1)],
        _status: 'published',
      },
      ...quiet,
    })
    const edited = (await privacyPage())[0]!

    await expect(seed(payload)).resolves.toEqual([])
    // As if the step had never been recorded: the page is there, so it is still left alone.
    await payload.delete({ collection: 'seed-runs', where: { key: { equals: 'page-privacy-v1' } } })
    await seed(payload)

    const after = await privacyPage()
    expect(after).toHaveLength(1)
    expect(headingOf(after[0]!)).toBe('My privacy promise')
    expect(after[0]!.updatedAt).toBe(edited.updatedAt)
  })
})

describe('a site seeded before the privacy page', () => {
  it('gets the link at the end of each footer, once; her unpublished draft stays hers and unpublished', async () => {
    // The footers as an older seed left them, and her own edits since.
    const footer = await payload.findGlobal({ slug: 'footer', depth: 0 })
    const without = (links: { label: string; href: string }[] | null | undefined) =>
      (links ?? []).filter((link) => link.href !== '/privacy')
    const standard = [...without(footer.standardLinks), { label: 'Her page', href: '/her-page' }]
    await payload.updateGlobal({
      slug: 'footer',
      data: { standardLinks: standard, masterclassLinks: without(footer.masterclassLinks) },
      ...quiet,
    })
    const published = await payload.findGlobal({ slug: 'alternate-home', depth: 0 })
    const { id: _id, createdAt: _c, updatedAt: _u, ...words } = published
    const olderLinks = without(published.footer.links)
    await payload.updateGlobal({
      slug: 'alternate-home',
      data: { ...words, footer: { ...words.footer, links: olderLinks }, _status: 'published' },
      ...quiet,
    })
    await payload.updateGlobal({
      slug: 'alternate-home',
      data: { footer: { ...words.footer, links: olderLinks, tagline: 'Her unfinished tagline' } },
      draft: true,
      ...quiet,
    })
    await payload.delete({ collection: 'seed-runs', where: { key: { equals: 'privacy-link-v1' } } })

    await expect(seed(payload)).resolves.toEqual(['privacy link in the footers'])

    const linked = await payload.findGlobal({ slug: 'footer', depth: 0 })
    expect(hrefs(linked.standardLinks)).toEqual([...hrefs(standard), '/privacy'])
    expect(hrefs(linked.masterclassLinks)).toEqual([
      ...hrefs(without(footer.masterclassLinks)),
      '/privacy',
    ])

    // Visitors: the link, and none of her draft.
    const live = await payload.findGlobal({ slug: 'alternate-home', depth: 0 })
    expect(hrefs(live.footer.links)).toEqual([...hrefs(olderLinks), '/privacy'])
    expect(live.footer.tagline).toBe(published.footer.tagline)
    // Her: the draft she was writing, still the latest and unpublished, with the link too.
    const draft = await payload.findGlobal({ slug: 'alternate-home', depth: 0, draft: true })
    expect(draft._status).toBe('draft')
    expect(draft.footer.tagline).toBe('Her unfinished tagline')
    expect(hrefs(draft.footer.links)).toEqual([...hrefs(olderLinks), '/privacy'])

    // Once done, never again: a link she takes out stays out.
    await payload.updateGlobal({
      slug: 'footer',
      data: { standardLinks: standard },
      ...quiet,
    })
    await expect(seed(payload)).resolves.toEqual([])
    expect(hrefs((await payload.findGlobal({ slug: 'footer', depth: 0 })).standardLinks)).toEqual(
      hrefs(standard),
    )
  })
})
