import type { Endpoint, Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Course, Document, User } from '@/payload-types'

import { pdfText } from '../support/pdfText'
import { callEndpoint, cookieOf } from './callEndpoint'

let payload: Payload
let owner: User
let endpoints: Record<string, Endpoint>
let documentPdf: typeof import('@/documents/documentPdf').documentPdf
let Documents: typeof import('@/collections/Documents').Documents

const ownerUser = () => ({ ...owner, collection: 'users' as const })

const wordCount = (text: string) => text.split(/\s+/).filter((word) => /\w/.test(word)).length

async function masterclass(): Promise<Course> {
  const { docs } = await payload.find({
    collection: 'courses',
    where: { slug: { equals: 'the-good-girl-paradox' } },
    depth: 1,
  })
  return docs[0]!
}

async function buyer(email: string) {
  const intent = await (
    await callEndpoint(payload, endpoints['/create-payment-intent']!, {
      body: { email, hasReturnToBodyAddon: false },
    })
  ).json()
  const paid = await callEndpoint(payload, endpoints['/demo-payments/confirm']!, {
    body: {
      clientSecret: intent.clientSecret,
      cardNumber: '4242424242424242',
      expiry: '12/34',
      cvc: '123',
    },
  })
  expect(paid.status).toBe(200)
  return cookieOf(paid)
}

const download = (cookie: string, file: string) =>
  callEndpoint(payload, endpoints['/download/:file']!, { cookie, routeParams: { file } })

beforeAll(async () => {
  const { getTestPayload } = await import('./payload')
  payload = await getTestPayload({ seeded: true })
  const { seed } = await import('@/seed')
  await seed(payload)
  ;({ documentPdf } = await import('@/documents/documentPdf'))
  ;({ Documents } = await import('@/collections/Documents'))
  const { commerceEndpoints } = await import('@/endpoints/commerce')
  endpoints = Object.fromEntries(commerceEndpoints.map((endpoint) => [endpoint.path, endpoint]))
  owner = (
    await payload.find({ collection: 'users', where: { role: { equals: 'admin' } }, limit: 1 })
  ).docs[0]!
}, 180_000)

describe('the seeded ebook and Integration Guide', () => {
  const cases = [
    {
      field: 'ebookDocument',
      title: 'Emotional Power',
      minWords: 1500,
      maxWords: 2600,
      phrases: ['The People-Pleaser', 'The Perfectionist', 'The Rebel', 'Emotions are information'],
    },
    {
      field: 'integrationGuideDocument',
      title: 'Integration Guide',
      minWords: 800,
      maxWords: 1600,
      phrases: [
        'Embodiment meditation',
        'Somatic breathwork',
        'Humming for safety',
        'Reflection and forgiveness',
        'Boundary tapping',
        'erotic sovereignty ritual',
        'Journaling prompts',
      ],
    },
  ] as const

  for (const { field, title, minWords, maxWords, phrases } of cases) {
    it(`${title}: a real PDF with the title, the content and no "placeholder"`, async () => {
      const document = (await masterclass())[field] as Document
      expect(document).toMatchObject({ title, _status: 'published' })
      const bytes = await documentPdf(payload, document)
      const file = Buffer.from(bytes)
      expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-')
      expect(file.subarray(-6).toString('latin1')).toContain('%%EOF')

      const { text, metadata } = pdfText(bytes)
      expect(metadata).toContain(title)
      expect(text).toContain(title)
      expect(text).toContain('Sensually Sovereign'.toUpperCase())
      for (const phrase of phrases) expect(text.toLowerCase()).toContain(phrase.toLowerCase())
      // Page numbers: "Title · n / total" on every page after the first.
      expect(text).toMatch(/· 2 \/ \d+/)
      const words = wordCount(text)
      expect(words).toBeGreaterThan(minWords)
      expect(words).toBeLessThan(maxWords)
      expect(text).not.toMatch(/placeholder/i)
      expect(metadata).not.toMatch(/placeholder/i)
      expect(file.toString('latin1')).not.toMatch(/placeholder/i)
    })
  }
})

describe('downloads', () => {
  it('a buyer gets the published document as a PDF; drafts and anonymous visitors do not', async () => {
    const cookie = await buyer('documents-buyer@example.com')
    const course = await masterclass()
    const guide = course.integrationGuideDocument as Document

    const first = await download(cookie, 'integration-guide.pdf')
    expect(first.status).toBe(200)
    expect(first.headers.get('content-type')).toBe('application/pdf')
    expect(pdfText(new Uint8Array(await first.arrayBuffer())).text).toContain('Journaling prompts')

    // The owner saves a draft: buyers keep the published words until she publishes.
    await payload.update({
      collection: 'documents',
      id: guide.id,
      draft: true,
      data: { title: 'Integration Guide, second edition' },
    })
    const whileDraft = pdfText(
      new Uint8Array(await (await download(cookie, 'integration-guide.pdf')).arrayBuffer()),
    )
    expect(whileDraft.text).not.toContain('second edition')
    await payload.update({
      collection: 'documents',
      id: guide.id,
      data: { title: 'Integration Guide, second edition', _status: 'published' },
    })
    const published = pdfText(
      new Uint8Array(await (await download(cookie, 'integration-guide.pdf')).arrayBuffer()),
    )
    expect(published.text).toContain('second edition')

    const anonymous = await callEndpoint(payload, endpoints['/download/:file']!, {
      routeParams: { file: 'integration-guide.pdf' },
    })
    expect(anonymous.status).toBe(401)
    expect((await anonymous.text()).startsWith('%PDF')).toBe(false)

    // Documents are the owner's: the public API does not list them.
    await expect(
      payload.find({ collection: 'documents', overrideAccess: false, user: null }),
    ).rejects.toThrow()
  })

  it('a PDF the owner uploads to the course is served instead of the document', async () => {
    const cookie = await buyer('own-pdf-buyer@example.com')
    // A PDF made elsewhere: any valid PDF will do, here one with its own title.
    const { renderDocumentPdf } = await import('@/documents/pdf')
    const own = Buffer.from(
      await renderDocumentPdf({ title: 'Her own edition', body: null, siteName: 'Her studio' }),
    )
    const media = await payload.create({
      collection: 'media',
      data: { alt: 'Emotional Power, her edition', membersOnly: true },
      file: { data: own, mimetype: 'application/pdf', name: 'her-ebook.pdf', size: own.length },
    })
    const course = await masterclass()
    await payload.update({
      collection: 'courses',
      id: course.id,
      data: { ebook: media.id },
      context: { disableRevalidate: true },
    })
    try {
      const served = await download(cookie, 'emotional-power-ebook.pdf')
      expect(served.status).toBe(200)
      expect(Buffer.from(await served.arrayBuffer()).equals(own)).toBe(true)
    } finally {
      await payload.update({
        collection: 'courses',
        id: course.id,
        data: { ebook: null },
        context: { disableRevalidate: true },
      })
    }
    const generated = await download(cookie, 'emotional-power-ebook.pdf')
    expect(pdfText(new Uint8Array(await generated.arrayBuffer())).text).toContain('The Rebel')
  })

  it('the owner previews the latest draft; nobody else can', async () => {
    const preview = Documents.endpoints && Documents.endpoints[0]
    if (!preview) throw new Error('Documents has no preview endpoint')
    const ebook = (await masterclass()).ebookDocument as Document
    await payload.update({
      collection: 'documents',
      id: ebook.id,
      draft: true,
      data: { subtitle: 'A draft subtitle in progress' },
    })
    const { createLocalReq } = await import('payload')
    const asOwner = await createLocalReq({ user: ownerUser() as never }, payload)
    asOwner.routeParams = { id: String(ebook.id) }
    const answer = await preview.handler(asOwner)
    expect(answer.status).toBe(200)
    expect(pdfText(new Uint8Array(await answer.arrayBuffer())).text).toContain(
      'A draft subtitle in progress',
    )

    const visitor = await createLocalReq({}, payload)
    visitor.routeParams = { id: String(ebook.id) }
    expect((await preview.handler(visitor)).status).toBe(401)
  })
})

describe('sample media', () => {
  it('is labelled as a sample for the owner only, and described honestly', async () => {
    const recording = (
      await payload.find({
        collection: 'media',
        where: { seedKey: { equals: 'meditation-recording' } },
        depth: 0,
      })
    ).docs[0]!
    expect(recording.alt).not.toMatch(/placeholder/i)
    expect(recording.filename).not.toMatch(/placeholder/i)

    const asOwner = await payload.findByID({
      collection: 'media',
      id: recording.id,
      overrideAccess: false,
      user: ownerUser(),
    })
    expect(asOwner.sample).toBe('Sample from the seed: replace it')
    const asVisitor = await payload.findByID({
      collection: 'media',
      id: recording.id,
      overrideAccess: false,
      user: null,
    })
    expect(asVisitor.sample).toBeUndefined()

    // Her own recording in the sample's row makes it hers: no longer labelled a sample.
    const mp3 = Buffer.from([0xff, 0xf3, 0x44, 0xc4, ...new Array(200).fill(0)])
    await payload.update({
      collection: 'media',
      id: recording.id,
      data: {},
      file: { data: mp3, mimetype: 'audio/mpeg', name: 'her-voice.mp3', size: mp3.length },
    })
    const replaced = await payload.findByID({
      collection: 'media',
      id: recording.id,
      overrideAccess: false,
      user: ownerUser(),
    })
    expect(replaced.seedKey ?? null).toBeNull()
    expect(replaced.sample ?? null).toBeNull()
  })
})
