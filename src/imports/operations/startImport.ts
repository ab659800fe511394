import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { requireOwner } from '@/auth/requireOwner'
import { AppError } from '@/core/errors'
import { asSystem, inOperation } from '@/core/operation'
import { BULK_QUEUE } from '@/jobs/mailQueues'
import { queryRows } from '@/utilities/sql'

import type { ImportPreview } from '../preview'
import { findImport, importView, type ImportOptions, type ImportView } from '../view'

/** Queues one run of an import's job (it queues the next itself until the file is done). */
export const queueImportRun = (req: PayloadRequest, importId: number) =>
  req.payload.jobs.queue({ task: 'runImport', input: { importId }, queue: BULK_QUEUE, req })

/** The tags an import needs, made now as her own (the file's new ones and those she added). */
async function createMissingTags(req: PayloadRequest, names: string[]) {
  const existing = await queryRows<{ name: string }>(req.payload, sql`select name from tags`, req)
  const have = new Set(existing.map((tag) => tag.name.toLowerCase()))
  for (const name of names) {
    if (have.has(name.toLowerCase())) continue
    have.add(name.toLowerCase())
    await req.payload.create({
      collection: 'tags',
      data: { name, color: '#6B7280' },
      depth: 0,
      req,
      overrideAccess: false,
    })
  }
}

/**
 * "Start import" after the preview: her choices are kept (tags for everyone, a sequence for those
 * who join her list, her offers for the file's courses, whether a file without consent agreed),
 * the tags the import needs are made, and the import job is queued: it runs in the background
 * and she may leave and come back to its progress.
 */
export async function startImport(
  req: PayloadRequest,
  { id, options }: { id: number; options: ImportOptions },
): Promise<ImportView> {
  requireOwner(req)
  return inOperation(req, async (req) => {
    const doc = await findImport(req, id)
    if (doc.status !== 'previewed') {
      throw new AppError(
        'conflict',
        doc.status === 'uploaded'
          ? 'Check the file first: the preview shows what the import will do.'
          : 'This import has started already.',
      )
    }
    const preview = doc.preview as ImportPreview
    const named = new Set(preview.products.map((product) => product.toLowerCase()))
    const stray = options.products.find((product) => !named.has(product.name.toLowerCase()))
    if (stray) throw new AppError('bad_request', `The file names no course “${stray.name}”.`)
    const offerIds = [
      ...new Set(options.products.flatMap((product) => (product.offer ? [product.offer] : []))),
    ]
    if (offerIds.length) {
      const found = await req.payload.count({
        collection: 'offers',
        where: { id: { in: offerIds } },
        req,
        overrideAccess: false,
      })
      if (found.totalDocs !== offerIds.length) throw new AppError('bad_request', 'Unknown offer.')
    }
    if (options.sequence !== null) {
      const sequence = await req.payload
        .findByID({
          collection: 'email-sequences',
          id: options.sequence,
          depth: 0,
          req,
          overrideAccess: false,
        })
        .catch(() => null)
      if (!sequence) throw new AppError('bad_request', 'No such sequence.')
      if (sequence.active === false || !sequence.steps?.length) {
        throw new AppError(
          'conflict',
          'This sequence is switched off or has no e-mails yet. Switch it on in the Email tab, or choose none.',
        )
      }
    }
    await createMissingTags(req, [...preview.tagsToCreate, ...options.tags])
    const stored = (doc.options as object | null) ?? {}
    const updated = await req.payload.update({
      collection: 'imports',
      id: doc.id,
      data: { options: { ...stored, ...options }, status: 'queued', processedRows: 0 },
      depth: 0,
      req,
      ...asSystem('importPeople'),
    })
    await queueImportRun(req, doc.id)
    return importView(req, updated)
  })
}
