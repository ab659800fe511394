import type { Endpoint, Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { CourseModule, CoursePreviewResponse, CourseResponse } from '@/commerce/api'
import type { Course, Lesson, Offer, User } from '@/payload-types'

import { byRoute, callEndpoint } from './callEndpoint'
import { seededSiteMailingTo } from './seededSite'
import { readable, SmtpPeer } from './smtpPeer'

/*
 * A second course built only with the collections the CMS edits (as the owner, through their
 * access): sections, lessons of each kind, a free preview, a drip day and a prerequisite, sold by
 * its own offer. Then what each visitor's requests get back: a buyer of the masterclass only,
 * a buyer of the new course, and a visitor who is not signed in.
 */
const peer = new SmtpPeer()
let payload: Payload
let owner: User
let routes: Record<string, Endpoint>
let offer: Offer
let course: Course
let masterclassId: number
const lessons: Record<string, Lesson> = {}
const DAY = 86_400_000

const VIDEO_PREVIEW = 'vid-preview-1101'
const VIDEO_WEEK_TWO = 'vid-week-two-4404'
const SECRET_TEXT = 'Breathe low into the belly, SECRET-TEXT-7'

/** As the owner in the CMS: through the collection's access, as her admin screens write. */
const asOwner = { overrideAccess: false, context: { disableRevalidate: true } } as const

async function call(
  route: string,
  { cookie, routeParams, search, body }: Parameters<typeof callEndpoint>[2] & object = {},
) {
  const endpoint = routes[route]
  if (!endpoint) throw new Error(`No endpoint ${route}`)
  const response = await callEndpoint(payload, endpoint, { cookie, routeParams, search, body })
  const text = await response.text()
  let json: unknown = null
  try {
    json = JSON.parse(text)
  } catch {
    // A file, not JSON.
  }
  return { status: response.status, text, json }
}

const courseFor = (cookie: string | undefined, slug?: string) =>
  call('get /course', { cookie, search: slug ? `course=${slug}` : '' })

/** A paid order and the course access it opened, started `daysAgo` days ago. */
async function buyer(email: string, courseId: number, offerId: number, daysAgo = 0) {
  const order = await payload.create({
    collection: 'orders',
    data: {
      email,
      offer: offerId,
      amountInCents: 100,
      paidInCents: 100,
      priceType: 'one-time',
      status: 'paid',
      paidAt: new Date().toISOString(),
      mode: 'demo',
    },
  })
  const membership = await payload.create({
    collection: 'memberships',
    data: {
      email,
      course: courseId,
      order: order.id,
      offer: offerId,
      orderCourse: `${order.id}:${courseId}`,
      status: 'active',
      startsAt: new Date(Date.now() - daysAgo * DAY - 60_000).toISOString(),
    },
  })
  const { signInWithAccessLink } = await import('@/auth/memberSession')
  const cookie = (await signInWithAccessLink(payload, email)).split(';')[0]!
  return { cookie, membership }
}

const moduleOf = (answer: { modules: CourseModule[] }, id: string) =>
  answer.modules.find((module) => module.id === id)!

const CONTENT_KEYS = ['videoHostId', 'fileURL', 'text', 'downloads'] as const
const expectEmpty = (module: CourseModule) => {
  expect(module.locked).toBe(true)
  for (const key of CONTENT_KEYS) expect(module, `${module.id} ${key}`).not.toHaveProperty(key)
}

let masterclassBuyer: string
let pleasureBuyer: string
let pleasureMembership: number
let worksheetId: number

beforeAll(async () => {
  ;({ payload, owner } = await seededSiteMailingTo(peer))
  const { commerceEndpoints } = await import('@/endpoints/commerce')
  routes = byRoute(commerceEndpoints)
  const { mainCourseId } = await import('@/commerce/orders/access')
  masterclassId = (await mainCourseId(payload))!
  const ownerWrites = { ...asOwner, user: owner }

  offer = await payload.create({
    collection: 'offers',
    data: { name: 'Pleasure as a Practice', slug: 'pleasure-practice', priceInCents: 9900 },
    ...ownerWrites,
  })
  course = await payload.create({
    collection: 'courses',
    data: {
      title: 'Pleasure as a Practice',
      slug: 'pleasure-course',
      description: 'Six weeks back into the body.',
      isPublished: true,
      product: offer.id,
    },
    ...ownerWrites,
  })
  await payload.update({
    collection: 'offers',
    id: offer.id,
    data: { courses: [course.id] },
    ...ownerWrites,
  })
  const [begin, deepen] = await Promise.all(
    ['Begin', 'Deepen'].map((title, index) =>
      payload.create({
        collection: 'sections',
        data: { course: course.id, title, order: index + 1 },
        ...ownerWrites,
      }),
    ),
  )
  const { renderDocumentPdf } = await import('@/documents/pdf')
  const pdf = Buffer.from(
    await renderDocumentPdf({ title: 'Worksheet', body: null, siteName: 'Her studio' }),
  )
  const worksheet = await payload.create({
    collection: 'media',
    // Not ticked "members only": saving a lesson with it ticks it.
    data: { alt: 'Breathing worksheet', membersOnly: false },
    file: { data: pdf, mimetype: 'application/pdf', name: 'worksheet.pdf', size: pdf.length },
    ...ownerWrites,
  })
  const lesson = async (key: string, data: Partial<Lesson> & { section: number }) => {
    lessons[key] = await payload.create({
      collection: 'lessons',
      data: {
        moduleId: `pleasure-${key}`,
        title: `Lesson ${key}`,
        duration: '10 minutes',
        order: Object.keys(lessons).length + 1,
        ...data,
      } as Lesson,
      ...ownerWrites,
    })
  }
  await lesson('welcome', { section: begin.id, videoHostId: VIDEO_PREVIEW, isFree: true })
  await lesson('breath', {
    section: begin.id,
    title: 'Breathing into the belly',
    contentType: 'text',
    text: SECRET_TEXT,
    downloads: [{ label: 'Worksheet', file: worksheet.id }],
  })
  await lesson('touch', {
    section: deepen.id,
    contentType: 'file',
    file: worksheet.id,
    prerequisite: lessons.breath!.id,
  })
  await lesson('week-two', { section: deepen.id, videoHostId: VIDEO_WEEK_TWO, dripDays: 7 })

  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  const mainOffer = settings.mainOffer as number
  worksheetId = worksheet.id
  masterclassBuyer = (await buyer('masterclass-only@example.com', masterclassId, mainOffer)).cookie
  const bought = await buyer('pleasure-buyer@example.com', course.id, offer.id)
  pleasureBuyer = bought.cookie
  pleasureMembership = bought.membership.id
})

afterAll(async () => {
  await peer.stop()
})

describe('a second course built in the CMS', () => {
  it('keeps lesson files for members and refuses a video lesson without its id, a prerequisite from another course', async () => {
    const section = (
      await payload.find({ collection: 'sections', where: { course: { equals: course.id } } })
    ).docs[0]!
    const masterclassLesson = (
      await payload.find({
        collection: 'lessons',
        where: { moduleId: { equals: 'main-masterclass' } },
      })
    ).docs[0]!
    const write = (data: Partial<Lesson>) =>
      payload.create({
        collection: 'lessons',
        data: {
          section: section.id,
          moduleId: 'pleasure-bad',
          title: 'Bad',
          duration: '1',
          order: 9,
          ...data,
        } as Lesson,
        ...asOwner,
        user: owner,
      })
    const refusal = (data: Partial<Lesson>) =>
      write(data).then(
        () => 'written',
        (error: { data?: { errors?: { message: string }[] } }) =>
          error.data?.errors?.map((item) => item.message).join(' ') ?? String(error),
      )
    const worksheet = await payload.findByID({ collection: 'media', id: worksheetId })
    expect(worksheet.membersOnly).toBe(true)
    expect(await refusal({})).toBe('Add the Vimeo video id, or choose another kind of lesson.')
    expect(await refusal({ videoHostId: 'x', prerequisite: masterclassLesson.id })).toBe(
      'Choose a lesson of the same course.',
    )
  })

  it('a masterclass buyer sees nothing of it but its free preview', async () => {
    const answer = await courseFor(masterclassBuyer, 'pleasure-course')
    expect(answer.status).toBe(200)
    const body = answer.json as CourseResponse
    expect(body.member.hasAccess).toBe(false)
    expect(moduleOf(body, 'pleasure-welcome').videoHostId).toBe(VIDEO_PREVIEW)
    for (const key of ['breath', 'touch', 'week-two'])
      expectEmpty(moduleOf(body, `pleasure-${key}`))
    expect(answer.text).not.toContain(SECRET_TEXT)
    expect(answer.text).not.toContain(VIDEO_WEEK_TWO)
    expect(answer.text).not.toContain('/api/download/')
    expect(body.courses!.map((owned) => owned.slug)).not.toContain('pleasure-course')

    const main = await courseFor(masterclassBuyer)
    expect((main.json as CourseResponse).member.hasAccess).toBe(true)
    expect(main.text).not.toContain('pleasure-')

    for (const item of ['file', '1']) {
      const lessonKey = item === 'file' ? 'pleasure-touch' : 'pleasure-breath'
      const file = await call('get /download/lesson/:lesson/:item', {
        cookie: masterclassBuyer,
        routeParams: { lesson: lessonKey, item },
      })
      expect(file.status).toBe(403)
      expect(file.text.startsWith('%PDF')).toBe(false)
    }
    const progress = await call('post /course/progress', {
      cookie: masterclassBuyer,
      body: { moduleId: 'pleasure-breath', completed: true },
    })
    expect(progress.status).toBe(403)
  })

  it('a visitor who is not signed in gets the outline and plays the free preview only', async () => {
    const preview = await call('get /course-preview/:course', {
      routeParams: { course: 'pleasure-course' },
    })
    expect(preview.status).toBe(200)
    const body = preview.json as CoursePreviewResponse
    expect(body.course).toMatchObject({
      title: 'Pleasure as a Practice',
      buyHref: '/checkout?offer=pleasure-practice',
      owned: false,
    })
    expect(body.sections.map((section) => section.title)).toEqual(['Begin', 'Deepen'])
    const modules = body.sections.flatMap((section) => section.modules)
    expect(moduleOf({ modules }, 'pleasure-welcome')).toMatchObject({
      locked: false,
      isFree: true,
      videoHostId: VIDEO_PREVIEW,
    })
    for (const key of ['breath', 'touch', 'week-two'])
      expectEmpty(moduleOf({ modules }, `pleasure-${key}`))
    expect(preview.text).not.toContain(SECRET_TEXT)

    expect((await courseFor(undefined, 'pleasure-course')).status).toBe(401)
    const file = await call('get /download/lesson/:lesson/:item', {
      routeParams: { lesson: 'pleasure-touch', item: 'file' },
    })
    expect(file.status).toBe(401)

    await payload.update({
      collection: 'courses',
      id: course.id,
      data: { isPublished: false },
      context: { disableRevalidate: true },
    })
    try {
      const hidden = await call('get /course-preview/:course', {
        routeParams: { course: 'pleasure-course' },
      })
      expect(hidden.status).toBe(404)
    } finally {
      await payload.update({
        collection: 'courses',
        id: course.id,
        data: { isPublished: true },
        context: { disableRevalidate: true },
      })
    }
  })

  it('its buyer sees it, with the drip day and the prerequisite saying why they are locked', async () => {
    const answer = await courseFor(pleasureBuyer, 'pleasure-course')
    expect(answer.status).toBe(200)
    const body = answer.json as CourseResponse
    expect(body.member.hasAccess).toBe(true)
    expect(body.courses!.map((owned) => owned.slug)).toEqual(['pleasure-course'])
    const breath = moduleOf(body, 'pleasure-breath')
    expect(breath).toMatchObject({ locked: false, contentType: 'text', text: SECRET_TEXT })
    expect(breath.downloads).toEqual([
      { label: 'Worksheet', url: '/api/download/lesson/pleasure-breath/1' },
    ])
    expectEmpty(moduleOf(body, 'pleasure-touch'))
    expect(moduleOf(body, 'pleasure-touch')).toMatchObject({
      lockedBy: 'prerequisite',
      lockedReason: 'Finish “Breathing into the belly” first',
    })
    const weekTwo = moduleOf(body, 'pleasure-week-two')
    expectEmpty(weekTwo)
    const { readOwnerTimeZone } = await import('@/settings/readTimeZone')
    const zone = await readOwnerTimeZone(payload)
    const opens = new Date(Date.now() + 7 * DAY - 60_000)
    const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', timeZone: zone })
    expect(weekTwo.lockedBy).toBe('drip')
    expect(weekTwo.lockedReason).toMatch(new RegExp(`^Opens on ${day.format(opens)}( \\d{4})?$`))

    // The main course is not hers: the spec's answer says so, and lists the course she owns.
    const main = (await courseFor(pleasureBuyer)).json as CourseResponse
    expect(main.member.hasAccess).toBe(false)
    expect(main.modules.every((module) => module.locked && !module.videoHostId)).toBe(true)
    expect(main.courses!.map((owned) => owned.title)).toEqual(['Pleasure as a Practice'])

    const worksheet = await call('get /download/lesson/:lesson/:item', {
      cookie: pleasureBuyer,
      routeParams: { lesson: 'pleasure-breath', item: '1' },
    })
    expect(worksheet.status).toBe(200)
    expect(worksheet.text.startsWith('%PDF')).toBe(true)
  })

  it('the prerequisite opens once finished, the drip lesson once its day has come', async () => {
    const early = await call('post /course/progress', {
      cookie: pleasureBuyer,
      body: { moduleId: 'pleasure-touch', completed: true },
    })
    expect(early.status).toBe(403)
    expect((early.json as { message: string }).message).toBe(
      'Finish “Breathing into the belly” first.',
    )
    const lockedFile = await call('get /download/lesson/:lesson/:item', {
      cookie: pleasureBuyer,
      routeParams: { lesson: 'pleasure-touch', item: 'file' },
    })
    expect(lockedFile.status).toBe(403)

    const done = await call('post /course/progress', {
      cookie: pleasureBuyer,
      body: { moduleId: 'pleasure-breath', completed: true },
    })
    expect(done.status).toBe(200)
    const after = (await courseFor(pleasureBuyer, 'pleasure-course')).json as CourseResponse
    expect(moduleOf(after, 'pleasure-touch')).toMatchObject({
      locked: false,
      fileURL: '/api/download/lesson/pleasure-touch/file',
    })
    const file = await call('get /download/lesson/:lesson/:item', {
      cookie: pleasureBuyer,
      routeParams: { lesson: 'pleasure-touch', item: 'file' },
    })
    expect(file.status).toBe(200)
    expect(moduleOf(after, 'pleasure-week-two').locked).toBe(true)

    // Her access began eight days ago: the seven-day lesson is open.
    await payload.update({
      collection: 'memberships',
      id: pleasureMembership,
      data: { startsAt: new Date(Date.now() - 8 * DAY).toISOString() },
    })
    const later = (await courseFor(pleasureBuyer, 'pleasure-course')).json as CourseResponse
    expect(moduleOf(later, 'pleasure-week-two')).toMatchObject({
      locked: false,
      videoHostId: VIDEO_WEEK_TWO,
    })
  })

  it('her receipt names the course and links only the lessons open on the day she buys', async () => {
    const email = 'pleasure-receipt@example.com'
    const order = await payload.create({
      collection: 'orders',
      data: {
        email,
        offer: offer.id,
        items: [
          {
            offer: offer.id,
            label: offer.name,
            kind: 'offer',
            listPriceInCents: 9900,
            amountInCents: 9900,
          },
        ],
        amountInCents: 9900,
        priceType: 'one-time',
        status: 'pending',
        mode: 'demo',
        provider: { paymentIntentId: 'demo_pi_pleasure_receipt' },
      },
    })
    const { fulfilOrder } = await import('@/commerce/operations/fulfilOrder')
    const { systemRequest } = await import('@/core/operation')
    await fulfilOrder(await systemRequest(payload, 'paymentWebhook'), {
      order: { id: order.id },
      providerPaymentId: 'demo_pi_pleasure_receipt',
      amountInCents: 9900,
      mode: 'demo',
    })
    const [mail] = await peer.delivered(() => payload.jobs.run({ allQueues: true }), email, 1)
    const text = readable(mail!)
    expect(text).toMatch(/^Subject: Your access: Pleasure as a Practice$/m)
    expect(text).toContain('/course/pleasure-breath')
    // Locked today: the lesson after a prerequisite, and the one that opens in a week.
    expect(text).not.toContain('/course/pleasure-touch')
    expect(text).not.toContain('/course/pleasure-week-two')
  })
})
