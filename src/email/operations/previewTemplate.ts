import type { PayloadRequest } from 'payload'

import { requireOwner } from '@/auth/requireOwner'
import { AppError } from '@/core/errors'
import { inOperation } from '@/core/operation'
import type { EmailTemplate } from '@/payload-types'
import { getServerSideURL } from '@/utilities/getURL'

import { fill, type MergeData } from '../compose'
import { renderTemplate, type TemplateSource } from '../send'
import { isSystemTemplateKey, SAMPLE_PERSON, SAMPLE_VALUES } from '../templates'

export const NO_SUCH_TEMPLATE = 'There is no such e-mail.'
const NO_SUCH_PERSON = 'There is no such person.'

/** Whom a preview (or a test) is written for: the sample woman, or a real person she picked. */
export type ShownFor =
  | { sample: true; label: string }
  | { sample: false; id: number; name: string | null; email: string }

export type TemplatePreview = {
  subject: string
  html: string
  text: string
  shownFor: ShownFor
}

/** A real person as the preview's search lists her. */
export type PreviewPerson = { id: number; name: string | null; email: string }

/**
 * The latest words of a template, published or not: what she is editing. Read as her, through
 * access (a visitor or a buyer never reads a template).
 */
export async function latestDraftOf(req: PayloadRequest, id: number): Promise<EmailTemplate> {
  const doc = (await req.payload.findByID({
    collection: 'email-templates',
    id,
    draft: true,
    depth: 0,
    disableErrors: true,
    overrideAccess: false,
    req,
  })) as EmailTemplate | null
  if (!doc) throw new AppError('not_found', NO_SUCH_TEMPLATE)
  return doc
}

/** The sample values with her site's address in their links. */
function sampleData(siteUrl: string): MergeData {
  return Object.fromEntries(
    Object.entries(SAMPLE_VALUES).map(([field, value]) => [field, fill(value, { siteUrl })]),
  )
}

/**
 * A real person's own merge fields (her name, her latest quiz result), over the samples for
 * what only a real send knows (a payment, a workshop). Her unsubscribe and sign-in tokens are
 * never read: the links that would use them stay the harmless sample ones.
 */
async function personData(req: PayloadRequest, contactId: number) {
  const contact = await req.payload.findByID({
    collection: 'contacts',
    id: contactId,
    depth: 0,
    disableErrors: true,
    overrideAccess: false,
    select: { email: true, name: true },
    req,
  })
  if (!contact) throw new AppError('not_found', NO_SUCH_PERSON)
  const { docs: leads } = await req.payload.find({
    collection: 'leads',
    where: { and: [{ contact: { equals: contactId } }, { quizResult: { exists: true } }] },
    sort: '-createdAt',
    limit: 1,
    depth: 0,
    select: { quizResult: true },
    overrideAccess: false,
    req,
  })
  const quizKey = leads[0]?.quizResult ?? null
  const archetype = quizKey
    ? (
        await req.payload.find({
          collection: 'archetypes',
          where: { key: { equals: quizKey } },
          limit: 1,
          depth: 0,
          select: { title: true },
          overrideAccess: false,
          req,
        })
      ).docs[0]
    : undefined
  const data: MergeData = {
    name: contact.name ?? null,
    quizResultKey: quizKey,
    quizResult: archetype?.title ?? quizKey?.replace('_', ' ') ?? null,
  }
  const shownFor: ShownFor = {
    sample: false,
    id: contactId,
    name: contact.name ?? null,
    email: contact.email,
  }
  return { data, shownFor }
}

/**
 * The template's latest draft rendered as it would be sent, for the sample woman or a real
 * person: the same rendering a real send uses (the layout, the footer, her settings).
 */
export async function renderDraft(
  req: PayloadRequest,
  { id, contactId }: { id: number; contactId?: number },
) {
  const doc = await latestDraftOf(req, id)
  const siteUrl = getServerSideURL()
  const samples = sampleData(siteUrl)
  const person = contactId === undefined ? null : await personData(req, contactId)
  const source: TemplateSource = isSystemTemplateKey(doc.key) ? { key: doc.key, doc } : { doc }
  const { composed } = await renderTemplate(
    req.payload,
    // A sample token: the unsubscribe link shows where it leads, and unsubscribes nobody.
    { source, data: { ...samples, ...person?.data }, unsubscribeToken: 'preview' },
    req,
  )
  const shownFor: ShownFor = person?.shownFor ?? { sample: true, label: SAMPLE_PERSON.label }
  return { doc, composed, shownFor }
}

/**
 * The template's preview in its edit view: its latest draft (published or not) for the sample
 * woman or a person she picked, as HTML and as plain text. Nothing is saved or sent.
 */
export async function previewTemplate(
  req: PayloadRequest,
  input: { id: number; contactId?: number },
): Promise<TemplatePreview> {
  requireOwner(req)
  return inOperation(req, async (req) => {
    const { composed, shownFor } = await renderDraft(req, input)
    return { ...composed, shownFor }
  })
}

/** The people whose names and addresses match what she typed, to preview an e-mail for one. */
export async function findPreviewPeople(
  req: PayloadRequest,
  { q }: { q: string },
): Promise<{ people: PreviewPerson[] }> {
  requireOwner(req)
  return inOperation(req, async (req) => {
    const text = q.trim()
    const { docs } = await req.payload.find({
      collection: 'contacts',
      where: { or: [{ email: { like: text } }, { name: { like: text } }] },
      sort: '-lastSeenAt',
      limit: 8,
      depth: 0,
      select: { email: true, name: true },
      overrideAccess: false,
      req,
    })
    return {
      people: docs.map((doc) => ({ id: doc.id, name: doc.name ?? null, email: doc.email })),
    }
  })
}
