import type { FieldServerComponent } from 'payload'

import { formatOwnerDateTime, zoneWords } from '@/settings/timeZone'
import { cachedOwnerTimeZone } from '@/settings/zoneCache'

/**
 * A read-only date in a Payload form, written on her clock (Site settings) with the zone named:
 * Payload's own picker would show the browser's zone, which may not be hers.
 */
export const OwnerDateField: FieldServerComponent = async ({ data, field, payload }) => {
  const name = 'name' in field ? field.name : ''
  const label = 'label' in field && typeof field.label === 'string' ? field.label : name
  const value = (data as Record<string, unknown> | undefined)?.[name]
  const zone = await cachedOwnerTimeZone(payload)
  const given = (field.admin as { description?: unknown } | undefined)?.description
  const description = typeof given === 'string' ? given : null
  return (
    <div className="field-type" style={{ marginBottom: 'var(--base)' }}>
      <span className="field-label" id={`owner-date-${name}`}>
        {label}
      </span>
      <p aria-labelledby={`owner-date-${name}`} style={{ margin: 0 }}>
        {typeof value === 'string' && value ? (
          <time dateTime={value}>
            {formatOwnerDateTime(value, zone)} ({zoneWords(zone)})
          </time>
        ) : (
          'Not yet'
        )}
      </p>
      {description ? (
        <p className="field-description" style={{ margin: 0 }}>
          {description}
        </p>
      ) : null}
    </div>
  )
}
