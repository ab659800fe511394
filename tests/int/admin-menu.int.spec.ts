import { createLocalReq, type Payload, type PayloadRequest } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import * as restRoute from '@/app/(payload)/api/[...slug]/route'
import { productUses } from '@/commerce/productUse'
import { PRODUCT_SLUGS } from '@/seed/products'
import { seed } from '@/seed'

/**
 * A product's web address cannot be changed once something uses it (the
 * checkout, a course, a workshop, a page, an e-mail sequence): the server refuses the change in
 * words, whoever sends it; before that it can be changed. A course's price is edited on the
 * Courses tab only: the product form cannot change it.
 */

let payload: Payload
let ownerCookie = ''
let req: PayloadRequest
const stamp = Date.now()

type Method = 'GET' | 'POST' | 'PATCH'

/** One request through the app's own REST route, as her browser (or an attacker) sends it. */
async function rest(method: Method, path: string, body?: unknown, cookie = ownerCookie) {
  const url = new URL(`http://localhost:3000${path}`)
  const slug = url.pathname.split('/').slice(2).map(decodeURIComponent)
  const response = await restRoute[method](
    new Request(url, {
      method,
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
    { params: Promise.resolve({ slug }) },
  )
  const text = await response.text()
  let json: Record<string, unknown> & { errors?: { message?: string }[] } = {}
  try {
    json = JSON.parse(text)
  } catch {}
  return { status: response.status, text, json }
}

const productBySlug = async (slug: string) =>
  (
    await payload.find({
      collection: 'offers',
      where: { slug: { equals: slug } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
  ).docs[0]!

const newProduct = (slug: string) =>
  payload.create({
    collection: 'offers',
    data: { name: `Menu test ${slug}`, slug, priceInCents: 1000 },
    overrideAccess: true,
  })

beforeAll(async () => {
  const { getTestPayload } = await import('./payload')
  payload = await getTestPayload({ seeded: true })
  await seed(payload)
  const { startAdminSession } = await import('@/auth/session')
  const owner = (
    await payload.find({ collection: 'users', where: { role: { equals: 'admin' } }, limit: 1 })
  ).docs[0]!
  req = (await createLocalReq(
    { user: { ...owner, collection: 'users' } },
    payload,
  )) as PayloadRequest
  ownerCookie = (await startAdminSession(req, owner)).split(';')[0]!
})

describe("a product's web address", () => {
  it('can be changed while nothing uses it', async () => {
    const product = await newProduct(`unused-${stamp}`)
    const answer = await rest('PATCH', `/api/offers/${product.id}`, { slug: `renamed-${stamp}` })
    expect(answer.status, answer.text).toBe(200)
    expect((await payload.findByID({ collection: 'offers', id: product.id })).slug).toBe(
      `renamed-${stamp}`,
    )
  })

  it('the checkout’s product: a REST PATCH is refused in words and nothing changes', async () => {
    const masterclass = await productBySlug(PRODUCT_SLUGS.masterclass)
    const answer = await rest('PATCH', `/api/offers/${masterclass.id}`, {
      slug: 'cheaper-masterclass',
      name: masterclass.name,
    })
    expect(answer.status, answer.text).toBe(400)
    const message = answer.json.errors?.[0]?.message ?? ''
    expect(message).toMatch(/web address can't be changed/)
    expect(message).toContain('the checkout')
    expect(message).not.toMatch(/slug/i)
    expect((await payload.findByID({ collection: 'offers', id: masterclass.id })).slug).toBe(
      PRODUCT_SLUGS.masterclass,
    )
  })

  it('once a workshop sells it, the change is refused — by the Local API with full rights too', async () => {
    const product = await newProduct(`workshop-product-${stamp}`)
    const workshop = await payload.create({
      collection: 'workshops',
      data: {
        title: `Menu workshop ${stamp}`,
        slug: `menu-workshop-${stamp}`,
        description: 'A test',
        date: new Date(Date.now() + 86_400_000).toISOString(),
        date_tz: 'America/Phoenix',
        location: 'Online',
        product: product.id,
      } as never,
      overrideAccess: true,
    })
    const answer = await rest('PATCH', `/api/offers/${product.id}`, { slug: `moved-${stamp}` })
    expect(answer.status, answer.text).toBe(400)
    expect(answer.json.errors?.[0]?.message).toContain(`the workshop "${workshop.title}"`)
    await expect(
      payload.update({
        collection: 'offers',
        id: product.id,
        data: { slug: `moved-${stamp}` },
        overrideAccess: true,
      }),
    ).rejects.toThrow(/web address can't be changed/)
    // Other fields still save.
    const renamed = await rest('PATCH', `/api/offers/${product.id}`, { name: 'Renamed' })
    expect(renamed.status, renamed.text).toBe(200)
  })

  it('a visitor’s PATCH is refused before anything is looked at', async () => {
    const product = await newProduct(`visitor-${stamp}`)
    const answer = await rest('PATCH', `/api/offers/${product.id}`, { slug: 'x' }, '')
    expect([401, 403]).toContain(answer.status)
    expect((await payload.findByID({ collection: 'offers', id: product.id })).slug).toBe(
      `visitor-${stamp}`,
    )
  })

  it('pages that show a product count as using it', async () => {
    const products = (await payload.find({ collection: 'offers', limit: 100, depth: 0 })).docs
    const uses = (await Promise.all(products.map((product) => productUses(req, product)))).flat()
    expect(uses.some((use) => use.startsWith('the page "'))).toBe(true)
  })

  it('the admin shows it read-only once used, editable before', async () => {
    const used = await productBySlug(PRODUCT_SLUGS.masterclass)
    const unused = await newProduct(`free-${stamp}-${Math.random().toString(36).slice(2, 7)}`)
    // Payload's document permissions, as the edit screen asks for them (a denied right is left out).
    const slugUpdatable = async (id: number) => {
      const { fields } = (await rest('POST', `/api/offers/access/${id}`, {})).json as {
        fields: true | Record<string, true | { update?: boolean | { permission?: boolean } }>
      }
      if (fields === true) return true
      const slug = fields.slug
      if (slug === true) return true
      const update = slug?.update
      return typeof update === 'object' ? Boolean(update.permission) : Boolean(update)
    }
    expect(await slugUpdatable(used.id)).toBe(false)
    expect(await slugUpdatable(unused.id)).toBe(true)
  })
})

describe("a course's price, edited in one place", () => {
  it('the product form cannot change it (read-only); the Courses tab can', async () => {
    const masterclass = await productBySlug(PRODUCT_SLUGS.masterclass)
    const answer = await rest('PATCH', `/api/offers/${masterclass.id}`, { priceInCents: 100 })
    expect(answer.status, answer.text).toBe(200)
    expect(
      (await payload.findByID({ collection: 'offers', id: masterclass.id })).priceInCents,
    ).toBe(masterclass.priceInCents)

    const course = (
      await payload.find({ collection: 'courses', where: { product: { equals: masterclass.id } } })
    ).docs[0]!
    const { saveCourse } = await import('@/courses/operations/saveCourse')
    await saveCourse(req, {
      id: course.id,
      input: { title: course.title, price: '123.45', compareAtPrice: '' } as never,
    })
    expect(
      (await payload.findByID({ collection: 'offers', id: masterclass.id })).priceInCents,
    ).toBe(12345)
  })
})
