import type { DefaultServerCellComponentProps } from 'payload'

import { formatOwnerDateTime } from '@/settings/timeZone'
import { cachedOwnerTimeZone } from '@/settings/zoneCache'

/**
 * A date in a Payload list, on her clock (Site settings), whatever zone the browser is in: the
 * e-mail log's times match the Admin Center's and her filters' days.
 */
export async function OwnerDateCell({ cellData, payload }: DefaultServerCellComponentProps) {
  if (!cellData) return <span>-</span>
  const zone = await cachedOwnerTimeZone(payload)
  return <time dateTime={String(cellData)}>{formatOwnerDateTime(String(cellData), zone)}</time>
}
