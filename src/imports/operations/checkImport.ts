import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { requireOwner } from '@/auth/requireOwner'
import { addressHash } from '@/contacts/suppression'
import { AppError } from '@/core/errors'
import { asSystem, inOperation } from '@/core/operation'
import { queryRows } from '@/utilities/sql'

import { storedFile } from '../file'
import type { ImportField } from '../platforms'
import { type KnownToImport, summarisePreview } from '../preview'
import { type FileStatus, readImportRows, type ReadOptions } from '../read'
import { findImport, importView, type ImportView } from '../view'

/** Addresses looked up per statement. */
const LOOKUP_CHUNK = 5_000

const EDITABLE = new Set(['uploaded', 'previewed'])

const STARTED_ALREADY = 'This import has started: its columns can no longer change.'

/** Which of the file's addresses she already has, and which are suppressed. */
async function knownTo(req: PayloadRequest, emails: string[]): Promise<KnownToImport> {
  const existingEmails = new Set<string>()
  const suppressedEmails = new Set<string>()
  const byHash = new Map(emails.map((email) => [addressHash(email), email]))
  for (let start = 0; start < emails.length; start += LOOKUP_CHUNK) {
    const chunk = emails.slice(start, start + LOOKUP_CHUNK)
    const hashes = chunk.map(addressHash)
    const [contacts, suppressed] = [
      await queryRows<{ email: string }>(
        req.payload,
        sql`select email from contacts
             where email in (select jsonb_array_elements_text(${JSON.stringify(chunk)}::jsonb))`,
        req,
      ),
      await queryRows<{ address_hash: string }>(
        req.payload,
        sql`select address_hash from suppressions
             where address_hash in (select jsonb_array_elements_text(${JSON.stringify(hashes)}::jsonb))`,
        req,
      ),
    ]
    for (const { email } of contacts) existingEmails.add(email)
    for (const { address_hash } of suppressed) suppressedEmails.add(byHash.get(address_hash)!)
  }
  const tags = await queryRows<{ name: string }>(req.payload, sql`select name from tags`, req)
  return { existingEmails, suppressedEmails, existingTags: new Set(tags.map((tag) => tag.name)) }
}

/**
 * "Check" on the Import screen: with the columns as she mapped them, what importing would do,
 * before anything is written: new people and updates, repeated and invalid rows, refusals
 * (unsubscribed, bounced: suppressed, never on her list), the tags that will be created and the
 * courses the file names. The file is read twice as a stream (its addresses, then the preview).
 */
export async function checkImport(
  req: PayloadRequest,
  input: { id: number; mapping: Record<string, ImportField>; fileStatus?: FileStatus },
): Promise<ImportView> {
  requireOwner(req)
  return inOperation(req, async (req) => {
    const doc = await findImport(req, input.id)
    if (!EDITABLE.has(doc.status)) throw new AppError('conflict', STARTED_ALREADY)
    const headers = doc.headers as string[]
    const unknown = Object.keys(input.mapping).filter((header) => !headers.includes(header))
    if (unknown.length) {
      throw new AppError('bad_request', `The file has no column “${unknown[0]}”.`)
    }
    if (!Object.values(input.mapping).includes('email')) {
      throw new AppError('bad_request', 'Choose the column that holds the e-mail address.', {
        fields: { mapping: 'Choose the column that holds the e-mail address.' },
      })
    }
    const mapping = Object.fromEntries(
      headers.map((header) => [header, input.mapping[header] ?? 'ignore']),
    ) as Record<string, ImportField>
    const options: ReadOptions = {
      platform: doc.platform as ReadOptions['platform'],
      ...(input.fileStatus ? { fileStatus: input.fileStatus } : {}),
    }
    const emails = new Set<string>()
    for await (const item of readImportRows(
      storedFile(req.payload, doc.id, req),
      mapping,
      options,
    )) {
      if (item.kind === 'row') emails.add(item.row.email)
    }
    const preview = await summarisePreview(
      readImportRows(storedFile(req.payload, doc.id, req), mapping, options),
      await knownTo(req, [...emails]),
    )
    const updated = await req.payload.update({
      collection: 'imports',
      id: doc.id,
      data: {
        mapping,
        preview,
        status: 'previewed',
        totalRows: preview.total,
        options: {
          ...((doc.options as object | null) ?? {}),
          fileStatus: input.fileStatus ?? null,
        },
      },
      depth: 0,
      req,
      ...asSystem('importPeople'),
    })
    return importView(req, updated)
  })
}
