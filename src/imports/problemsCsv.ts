import { BOM, csvLine as line } from '@/utilities/csvCells'

import type { RowProblem } from './read'

export const PROBLEM_COLUMN = 'Why it was not imported'

/**
 * The rows that could not be imported, as a CSV she can open, fix and import again: the file's
 * own columns and, after them, why each row was left out. A row shorter than the header is padded
 * so the reason stays in its column; the cells of a longer one follow the reason, none lost.
 */
export function problemsToCsv(
  problems: Pick<RowProblem, 'raw' | 'reason'>[],
  headers: string[],
): string {
  let csv = BOM + line([...headers, PROBLEM_COLUMN])
  for (const { raw, reason } of problems) {
    const own = raw.slice(0, headers.length)
    while (own.length < headers.length) own.push('')
    csv += line([...own, reason, ...raw.slice(headers.length)])
  }
  return csv
}
