import { createLocalReq, type Payload, type PayloadRequest } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

let payload: Payload

beforeAll(async () => {
  const { getTestPayload } = await import('./payload')
  payload = await getTestPayload()
}, 120_000)

const layout = (heading: string) => [{ blockType: 'hero' as const, heading }]

describe('pages with drafts', () => {
  it('a visitor never reads a page that has only been saved as a draft', async () => {
    const created = await payload.create({
      collection: 'pages',
      data: {
        title: 'Secret',
        slug: 'secret-draft',
        layout: layout('Not yet'),
        footer: 'standard',
      },
      draft: true,
    })
    const visitor = (await createLocalReq({}, payload)) as PayloadRequest
    const asVisitor = await payload.find({
      collection: 'pages',
      where: { slug: { equals: 'secret-draft' } },
      overrideAccess: false,
      req: visitor,
    })
    expect(asVisitor.docs).toEqual([])
    const asVisitorDraft = await payload.find({
      collection: 'pages',
      where: { slug: { equals: 'secret-draft' } },
      overrideAccess: false,
      draft: true,
      req: visitor,
    })
    expect(asVisitorDraft.docs).toEqual([])
    expect(created._status).toBe('draft')
  })

  it('a published page keeps its published text for visitors while a draft edit waits', async () => {
    const page = await payload.create({
      collection: 'pages',
      data: {
        title: 'Live',
        slug: 'live-page',
        layout: layout('Published words'),
        footer: 'standard',
        _status: 'published',
      },
    })
    await payload.update({
      collection: 'pages',
      id: page.id,
      data: { layout: layout('Draft words') },
      draft: true,
    })
    const visitor = (await createLocalReq({}, payload)) as PayloadRequest
    const read = async (draft: boolean) =>
      (
        await payload.find({
          collection: 'pages',
          where: { slug: { equals: 'live-page' } },
          overrideAccess: false,
          draft,
          req: visitor,
          depth: 0,
        })
      ).docs.map((doc) => (doc.layout[0] as { heading?: string }).heading)
    expect(await read(false)).toEqual(['Published words'])
    // Asking for drafts as a visitor finds none: the draft is not published.
    expect(await read(true)).not.toContain('Draft words')
    const owner = await payload.find({
      collection: 'pages',
      where: { slug: { equals: 'live-page' } },
      draft: true,
      depth: 0,
    })
    expect((owner.docs[0]!.layout[0] as { heading?: string }).heading).toBe('Draft words')
  })

  it('a scheduled publish makes the draft public when its time comes (the job runner runs it)', async () => {
    const owner = (await payload.find({ collection: 'users', limit: 1 })).docs[0]
    const page = await payload.create({
      collection: 'pages',
      data: {
        title: 'Later',
        slug: 'scheduled-page',
        layout: layout('Today'),
        footer: 'standard',
        _status: 'published',
      },
    })
    await payload.update({
      collection: 'pages',
      id: page.id,
      data: { layout: layout('From Monday') },
      draft: true,
    })
    // What the admin's "Schedule publish" queues (@payloadcms/ui schedulePublishHandler).
    await payload.jobs.queue({
      task: 'schedulePublish',
      input: {
        type: 'publish',
        doc: { relationTo: 'pages', value: page.id },
        ...(owner ? { user: { relationTo: 'users', value: owner.id } } : {}),
      },
      waitUntil: new Date(Date.now() - 1000),
    })
    const visitor = (await createLocalReq({}, payload)) as PayloadRequest
    const headingForVisitor = async () =>
      (
        await payload.find({
          collection: 'pages',
          where: { slug: { equals: 'scheduled-page' } },
          overrideAccess: false,
          req: visitor,
          depth: 0,
        })
      ).docs.map((doc) => (doc.layout[0] as { heading?: string }).heading)
    expect(await headingForVisitor()).toEqual(['Today'])
    await payload.jobs.run({ allQueues: true })
    expect(await headingForVisitor()).toEqual(['From Monday'])
  })
})
