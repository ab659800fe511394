import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { requireOwner } from '@/auth/requireOwner'
import { queryRows } from '@/utilities/sql'

import { IMPORT_STATUS_LABELS, type ImportStatus } from '../constants'
import { PLATFORM_LABELS, type Platform } from '../platforms'
import { problemsToCsv } from '../problemsCsv'
import type { RowProblem } from '../read'
import { findImport, importView, type ImportResult, type ImportView } from '../view'

/** One import as the screen shows it, with its progress (the screen asks again while it runs). */
export async function getImport(req: PayloadRequest, { id }: { id: number }): Promise<ImportView> {
  requireOwner(req)
  return importView(req, await findImport(req, id))
}

export type ImportSummary = {
  id: number
  fileName: string
  platformLabel: string
  status: ImportStatus
  statusLabel: string
  createdAt: string
  finishedAt: string | null
  totalRows: number | null
  processedRows: number
  result: ImportResult | null
}

/** Her imports, newest first (the last 50), for the Import screen's history. */
export async function listImports(req: PayloadRequest): Promise<{ imports: ImportSummary[] }> {
  requireOwner(req)
  const { docs } = await req.payload.find({
    collection: 'imports',
    sort: '-createdAt',
    limit: 50,
    depth: 0,
    select: {
      fileName: true,
      platform: true,
      status: true,
      createdAt: true,
      finishedAt: true,
      totalRows: true,
      processedRows: true,
      result: true,
    },
    req,
    overrideAccess: false,
  })
  return {
    imports: docs.map((doc) => ({
      id: doc.id,
      fileName: doc.fileName,
      platformLabel: PLATFORM_LABELS[doc.platform as Platform],
      status: doc.status as ImportStatus,
      statusLabel: IMPORT_STATUS_LABELS[doc.status as ImportStatus],
      createdAt: doc.createdAt,
      finishedAt: doc.finishedAt ?? null,
      totalRows: doc.totalRows ?? null,
      processedRows: doc.processedRows ?? 0,
      result: (doc.result ?? null) as ImportResult | null,
    })),
  }
}

/**
 * The rows an import could not bring in, as a CSV of the file's own columns and why each was
 * left out: to fix in a spreadsheet and import again. Before the import runs, the preview's.
 */
export async function exportImportProblems(
  req: PayloadRequest,
  { id }: { id: number },
): Promise<{ csv: string }> {
  requireOwner(req)
  const doc = await findImport(req, id)
  const stored = await queryRows<{ line: number; reason: string; cells: string[] }>(
    req.payload,
    sql`select line, reason, cells from import_problems where import_id = ${doc.id} order by line`,
    req,
  )
  const problems = stored.length
    ? stored.map((row) => ({ reason: row.reason, raw: row.cells }))
    : ((doc.preview as { problems?: RowProblem[] } | null)?.problems ?? [])
  return { csv: problemsToCsv(problems, doc.headers as string[]) }
}
