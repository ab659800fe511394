import { ROUTES } from '@/core/routes'
import type { ImportStatus } from '@/imports/constants'
import type { ImportResult } from '@/imports/view'

import { formatCount } from '../../overview/format'
import { tabHref } from '../../tabs'
import type { BadgeTone } from '../../ui'

/** "1 row", "1,234 rows": a count with its noun, singular or plural. */
export const counted = (count: number, one: string, many: string) =>
  `${formatCount(count)} ${count === 1 ? one : many}`

/** The import is still to happen or going on: its page asks the server again until it ends. */
export const isUnderWay = (status: ImportStatus) => status === 'queued' || status === 'running'

export const STATUS_TONES: Record<ImportStatus, BadgeTone> = {
  uploaded: 'neutral',
  previewed: 'neutral',
  queued: 'info',
  running: 'info',
  done: 'success',
  failed: 'error',
}

/** "1,234 of 50,000 rows" (or "1,234 rows so far" while the total is not known). */
export const rowsDone = (processed: number, total: number | null) =>
  total === null
    ? `${counted(processed, 'row', 'rows')} so far`
    : `${formatCount(processed)} of ${counted(total, 'row', 'rows')}`

/** What a finished import did, in a line for the list of past imports. */
export const resultInBrief = (result: ImportResult) =>
  [
    counted(result.created, 'new person', 'new people'),
    `${formatCount(result.updated)} updated`,
    `${formatCount(result.subscribed)} joined your list`,
    ...(result.problems ? [counted(result.problems, 'row', 'rows') + ' not imported'] : []),
  ].join(', ')

/** The page of one import, and the Import screen itself (choose a file, past imports). */
export const importHref = (id?: number) =>
  tabHref('leads', { view: 'import', ...(id === undefined ? {} : { import: id }) })

/** Where the rows an import could not bring in are downloaded, as a CSV. */
export const problemsHref = (id: number) =>
  `/api${ROUTES.exportImportProblems.path.replace(':id', String(id))}`
