import type { Payload } from 'payload'

import { asSystem } from '@/core/operation'

import type { Document } from '@/payload-types'

import type { PdfDocumentInput } from './pdf'

type Rendered = { key: string; bytes: Uint8Array }

// One rendering per document, kept until it (or the practice's name) changes: every buyer's
// download of an unchanged document is served from memory.
const cache = new Map<number, Rendered>()

/** The PDF of a document as given (the caller chose the published or the draft version). */
export async function documentPdf(payload: Payload, doc: Document): Promise<Uint8Array> {
  const settings = await payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    ...asSystem('memberCourse'),
  })
  const siteName = settings.siteName || 'Sensually Sovereign'
  const key = JSON.stringify([doc.updatedAt, doc._status, siteName, settings.ownerName])
  const cached = cache.get(doc.id)
  if (cached?.key === key) return cached.bytes
  // pdf-lib (170 modules with its fonts) loads with the first download, not with the app.
  const { renderDocumentPdf } = await import('./pdf')
  const bytes = await renderDocumentPdf({
    title: doc.title,
    subtitle: doc.subtitle,
    intro: doc.intro,
    body: doc.body as PdfDocumentInput['body'],
    siteName,
    ownerName: settings.ownerName,
    updatedAt: doc.updatedAt,
  })
  cache.set(doc.id, { key, bytes })
  return bytes
}

/** A file name for a document's PDF: its title in lower case, words joined by hyphens. */
export const pdfFileName = (title: string) =>
  `${
    title
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'document'
  }.pdf`
