import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { AppError } from '@/core/errors'
import type { Import } from '@/payload-types'
import { queryRows } from '@/utilities/sql'

import { IMPORT_STATUS_LABELS, type ImportStatus } from './constants'
import { PLATFORM_LABELS, type ImportField, type Platform } from './platforms'
import type { ImportPreview } from './preview'
import type { FileStatus } from './read'

/** What she chose before starting: tags for everyone, a sequence, her courses for theirs. */
export type ImportOptions = {
  /** Tags every imported person gets, besides the file's own. */
  tags: string[]
  /** A sequence the people who join her list start, or none (the import itself sends nothing). */
  sequence: number | null
  /** Each course or offer of the file, and the offer of hers its buyers get (null: none). */
  products: { name: string; offer: number | null }[]
  /** For a file that says nothing of consent: she confirms these people agreed to her e-mails. */
  agreed: boolean
}

/** What the import did, counted as it goes. */
export type ImportResult = {
  created: number
  updated: number
  unchanged: number
  /** Refusals in the file and addresses already suppressed: never on her list. */
  suppressed: number
  /** People who joined her list. */
  subscribed: number
  duplicates: number
  problems: number
  /** Complimentary orders made (her courses opened for buyers of the file's courses). */
  orders: number
  /** People who started the sequence she chose. */
  enrolled: number
}

export const EMPTY_RESULT: ImportResult = {
  created: 0,
  updated: 0,
  unchanged: 0,
  suppressed: 0,
  subscribed: 0,
  duplicates: 0,
  problems: 0,
  orders: 0,
  enrolled: 0,
}

/** One import as the Import screens show it, with what her choices may pick from. */
export type ImportView = {
  id: number
  fileName: string
  platform: Platform
  platformLabel: string
  /** Mailchimp only: which of its files this is (subscribed, unsubscribed or cleaned). */
  fileStatus: FileStatus | null
  status: ImportStatus
  statusLabel: string
  headers: string[]
  mapping: Record<string, ImportField>
  preview: ImportPreview | null
  options: ImportOptions | null
  totalRows: number | null
  processedRows: number
  result: ImportResult | null
  error: string | null
  createdAt: string
  startedAt: string | null
  finishedAt: string | null
  /** An earlier import of this very file, finished: importing it again changes nothing. */
  importedBefore: { id: number; at: string } | null
  choices: {
    offers: { id: number; name: string }[]
    sequences: { id: number; name: string; active: boolean }[]
  }
}

type StoredOptions = ImportOptions & { fileStatus?: FileStatus | null }

/** The stored import as the screens show it. */
export async function importView(req: PayloadRequest, doc: Import): Promise<ImportView> {
  const options = (doc.options ?? null) as StoredOptions | null
  const [before, offers, sequences] = await Promise.all([
    queryRows<{ id: number; at: string }>(
      req.payload,
      sql`select id, finished_at as at from imports
           where content_hash = ${doc.contentHash} and status = 'done' and id <> ${doc.id}
           order by finished_at desc limit 1`,
      req,
    ),
    queryRows<{ id: number; name: string }>(
      req.payload,
      sql`select id, name from offers order by name`,
      req,
    ),
    queryRows<{ id: number; name: string; active: boolean | null }>(
      req.payload,
      sql`select id, name, active from email_sequences order by name`,
      req,
    ),
  ])
  const status = doc.status as ImportStatus
  const mapping = doc.mapping as Record<string, ImportField>
  const mapped = Object.values(mapping)
  // Mailchimp writes one file per status, told apart by their columns (as readImportRows does).
  const fileStatus =
    options?.fileStatus ??
    (doc.platform === 'mailchimp'
      ? mapped.includes('unsubscribedAt')
        ? 'unsubscribed'
        : mapped.includes('cleanedAt')
          ? 'cleaned'
          : 'subscribed'
      : null)
  return {
    id: doc.id,
    fileName: doc.fileName,
    platform: doc.platform as Platform,
    platformLabel: PLATFORM_LABELS[doc.platform as Platform],
    fileStatus,
    status,
    statusLabel: IMPORT_STATUS_LABELS[status],
    headers: doc.headers as string[],
    mapping,
    preview: (doc.preview ?? null) as ImportPreview | null,
    options: options && 'products' in options ? options : null,
    totalRows: doc.totalRows ?? null,
    processedRows: doc.processedRows ?? 0,
    result: (doc.result ?? null) as ImportResult | null,
    error: doc.error ?? null,
    createdAt: doc.createdAt,
    startedAt: doc.startedAt ?? null,
    finishedAt: doc.finishedAt ?? null,
    importedBefore: before[0]
      ? { id: Number(before[0].id), at: new Date(before[0].at).toISOString() }
      : null,
    choices: {
      offers: offers.map((offer) => ({ id: Number(offer.id), name: offer.name })),
      sequences: sequences.map((sequence) => ({
        id: Number(sequence.id),
        name: sequence.name,
        active: sequence.active !== false,
      })),
    },
  }
}

/** Her import by id, read as her (through access), or the 404 to answer. */
export async function findImport(req: PayloadRequest, id: number): Promise<Import> {
  const doc = await req.payload
    .findByID({ collection: 'imports', id, depth: 0, req, overrideAccess: false })
    .catch(() => null)
  if (!doc) throw new AppError('not_found', 'No such import.')
  return doc
}
