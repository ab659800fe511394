import { createHash } from 'node:crypto'

import type { PayloadRequest } from 'payload'

import { requireOwner } from '@/auth/requireOwner'
import { AppError } from '@/core/errors'
import { asSystem, inOperation } from '@/core/operation'

import { detectPlatform } from '../platforms'
import { readImportHeaders } from '../read'
import { importView, type ImportView } from '../view'

const NOT_A_CSV =
  'This file is not a CSV with a header row. Export your list as CSV (comma-separated values) and try again.'

/**
 * She chooses a file on the Leads tab's Import screen: it is kept (in the database, so any server
 * and the import job can read it) with its header row, the product it came from as its columns
 * say, and how each column maps to a person, for her to check. Nothing about her people changes.
 */
export async function uploadImport(
  req: PayloadRequest,
  { fileName, content }: { fileName: string; content: string },
): Promise<ImportView> {
  requireOwner(req)
  const text = content.replace(/^\uFEFF/, '')
  if (!text.trim()) throw new AppError('bad_request', 'This file is empty.')
  if (text.includes('\u0000')) throw new AppError('bad_request', NOT_A_CSV)
  const headers = (await readImportHeaders(text)).map((header) => header.trim())
  if (headers.length < 1 || headers.every((header) => !header)) {
    throw new AppError('bad_request', NOT_A_CSV)
  }
  const { platform, mapping } = detectPlatform(headers)
  return inOperation(req, async (req) => {
    const system = { depth: 0, req, ...asSystem('importPeople') } as const
    const doc = await req.payload.create({
      collection: 'imports',
      data: {
        fileName,
        byteLength: Buffer.byteLength(text),
        contentHash: createHash('sha256').update(text).digest('hex'),
        platform,
        status: 'uploaded',
        headers,
        mapping,
        processedRows: 0,
        uploadedBy: req.user?.id ?? null,
      },
      ...system,
    })
    await req.payload.create({
      collection: 'import-files',
      data: { import: doc.id, content: text },
      ...system,
    })
    return importView(req, doc)
  })
}
