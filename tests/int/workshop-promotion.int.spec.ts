import { createLocalReq, type Payload, type PayloadRequest } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { User, Workshop } from '@/payload-types'

import { getTestPayload } from './payload'

const DAY_MS = 86_400_000

let payload: Payload
let owner: User
let productId: number
let holyMess: Workshop
let findPromotion: typeof import('@/workshops/promotion').findPromotion
let loadLaunchChecklist: typeof import('@/reports/launch').loadLaunchChecklist
let scheduleLabels: typeof import('@/workshops/view').scheduleLabels

const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString()

let count = 0
const workshop = (overrides: Partial<Workshop>) =>
  payload.create({
    collection: 'workshops',
    data: {
      title: `Circle ${++count}`,
      slug: `circle-${count}`,
      description: 'A test edition.',
      date: inDays(30),
      date_tz: 'America/Phoenix',
      durationMinutes: 120,
      location: 'The studio',
      product: productId,
      maxParticipants: 20,
      currentRegistrations: 0,
      isActive: true,
      ...overrides,
    },
  })

/** The checklist's promotion item, as the owner's Admin Center reads it. */
async function promotionItem() {
  const req = (await createLocalReq({ user: owner }, payload)) as PayloadRequest
  const { items } = await loadLaunchChecklist(req, {})
  return items.find((item) => item.key === 'promotion')
}

const promotionOf = (href: string) => findPromotion(payload, { href })

beforeAll(async () => {
  // The run's seeded copy (seed() then finds nothing to do): seeding here again took ten seconds.
  payload = await getTestPayload({ seeded: true })
  const { seed } = await import('@/seed')
  await seed(payload)
  ;({ findPromotion } = await import('@/workshops/promotion'))
  ;({ loadLaunchChecklist } = await import('@/reports/launch'))
  ;({ scheduleLabels } = await import('@/workshops/view'))
  owner = (
    await payload.find({ collection: 'users', where: { role: { equals: 'admin' } }, limit: 1 })
  ).docs[0]!
  holyMess = (
    await payload.find({ collection: 'workshops', where: { slug: { equals: 'holy-mess' } } })
  ).docs[0]!
  productId =
    typeof holyMess.product === 'object' ? holyMess.product.id : (holyMess.product as number)
})

describe('a freshly seeded site', () => {
  it('promotes the seeded workshop, which lies ahead, and the checklist is content', async () => {
    const promotion = await promotionOf('/workshop/holy-mess')
    expect(promotion.chosen?.id).toBe(holyMess.id)
    expect(promotion.promoted?.id).toBe(holyMess.id)
    expect(promotion.promoted?.product).toMatchObject({ priceInCents: 4500 })
    expect(await promotionItem()).toEqual({
      key: 'promotion',
      label: 'The alternate homepage promotes an upcoming workshop',
      done: true,
      detail: `It promotes Holy Mess on ${scheduleLabels(holyMess).dateLabel}.`,
      href: '/admin/globals/alternate-home',
    })
  })

  it('counts the offer down to a moment 2 days 14 h 23 min after seeding', async () => {
    const home = await payload.findGlobal({ slug: 'alternate-home' })
    // Measured from the seeding itself (this file starts from the run's seeded database, made
    // minutes before it runs): the step is recorded once it is done.
    const seeded = (
      await payload.find({
        collection: 'seed-runs',
        where: { key: { equals: 'alternate-home-v1' } },
        limit: 1,
        overrideAccess: true,
      })
    ).docs[0]!
    const left =
      new Date(home.offer.countdownEndsAt!).getTime() - new Date(seeded.createdAt).getTime()
    const window = ((2 * 24 + 14) * 60 + 23) * 60_000
    expect(left).toBeLessThanOrEqual(window)
    expect(left).toBeGreaterThan(window - 10 * 60_000)
  })
})

describe('when the promoted workshop has taken place', () => {
  it('nothing is promoted while no other workshop lies ahead, and the checklist warns', async () => {
    holyMess = await payload.update({
      collection: 'workshops',
      id: holyMess.id,
      data: { date: '2025-08-17T21:30:00.000Z' },
    })
    const promotion = await promotionOf('/workshop/holy-mess')
    expect(promotion.chosen?.id).toBe(holyMess.id)
    expect(promotion.promoted).toBeNull()
    expect(await promotionItem()).toEqual({
      key: 'promotion',
      label: 'The alternate homepage promotes an upcoming workshop',
      done: false,
      detail:
        'The alternate homepage promotes Holy Mess, which took place on Sunday, August 17, 2025: point its workshop button at an upcoming workshop, or give Holy Mess a new date in Products → Workshops. Meanwhile it shows no workshop section and no workshop link.',
      href: `/admin/collections/workshops/${holyMess.id}`,
    })
  })

  it('the next upcoming active workshop with a spot is promoted instead, else a sold-out one', async () => {
    const full = await workshop({ date: inDays(5), maxParticipants: 1, currentRegistrations: 1 })
    await workshop({ date: inDays(3), isActive: false })
    await workshop({ date: inDays(-2) })
    const open = await workshop({ date: inDays(20) })
    const later = await workshop({ date: inDays(40) })

    const promotion = await promotionOf('/workshop/holy-mess')
    expect(promotion.promoted?.id).toBe(open.id)
    const item = await promotionItem()
    expect(item).toMatchObject({ done: false })
    expect(item?.detail).toContain('which took place on Sunday, August 17, 2025')
    expect(item?.detail).toContain(
      `Meanwhile it shows ${open.title} on ${scheduleLabels(open).dateLabel} instead.`,
    )

    await payload.update({ collection: 'workshops', id: open.id, data: { isActive: false } })
    await payload.update({ collection: 'workshops', id: later.id, data: { isActive: false } })
    expect((await promotionOf('/workshop/holy-mess')).promoted?.id).toBe(full.id)
  })

  it('a link that names no workshop promotes the next one, and the checklist says so', async () => {
    const next = await workshop({ date: inDays(1) })
    const promotion = await promotionOf('/quiz')
    expect(promotion.chosen).toBeNull()
    expect(promotion.promoted?.id).toBe(next.id)
    expect((await promotionOf('/workshop/no-such-workshop')).promoted?.id).toBe(next.id)

    const home = await payload.findGlobal({ slug: 'alternate-home', depth: 0 })
    const withButton = (buttonHref: string) =>
      payload.updateGlobal({
        slug: 'alternate-home',
        data: { workshop: { ...home.workshop, buttonHref }, _status: 'published' },
        context: { disableRevalidate: true },
      })
    await withButton('/quiz')
    try {
      expect(await promotionItem()).toMatchObject({
        done: false,
        detail: `Its workshop button leads to /quiz, which is no workshop of this site: point it at an upcoming workshop’s page (its address starts with /workshop/). Meanwhile it shows ${next.title} on ${scheduleLabels(next).dateLabel} instead.`,
      })
    } finally {
      await withButton(home.workshop.buttonHref)
    }
  })

  it('a new date for the workshop the button names makes it the promoted one again', async () => {
    holyMess = await payload.update({
      collection: 'workshops',
      id: holyMess.id,
      data: { date: inDays(60) },
    })
    const promotion = await promotionOf('/workshop/holy-mess')
    expect(promotion.promoted?.id).toBe(holyMess.id)
    expect(await promotionItem()).toMatchObject({ done: true })
  })

  it('a closed workshop is not promoted, and the checklist says registration is closed', async () => {
    holyMess = await payload.update({
      collection: 'workshops',
      id: holyMess.id,
      data: { isActive: false },
    })
    expect((await promotionOf('/workshop/holy-mess')).promoted?.id).not.toBe(holyMess.id)
    const item = await promotionItem()
    expect(item).toMatchObject({ done: false })
    expect(item?.detail).toContain('promotes Holy Mess, whose registration is closed')
  })
})
