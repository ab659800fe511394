'use client'

import { FieldDescription, FieldLabel, useField } from '@payloadcms/ui'
import type { DefaultCellComponentProps, TextFieldClientProps } from 'payload'

import { sourceLabel } from '@/reports/labels'

const labelsOf = (value: unknown): string =>
  (Array.isArray(value) ? value : [value])
    .filter((source): source is string => typeof source === 'string' && source !== '')
    .map(sourceLabel)
    .join(', ') || '-'

/** A lead's or contact's sources in a list, by their names ("Quiz: Rebel"), not their keys. */
export function SourceCell({ cellData }: DefaultCellComponentProps) {
  return <span>{labelsOf(cellData)}</span>
}

/**
 * Where she came from, by name. The funnels set it (a fixed set of sources); the owner reads it,
 * she does not type it.
 */
export function SourceField({ path, field }: TextFieldClientProps) {
  const { value } = useField<string | string[]>({ path })
  const description = field.admin?.description
  return (
    <div className="field-type" style={{ marginBottom: 'var(--spacing-field, 1.5rem)' }}>
      <FieldLabel label={field.label ?? 'Source'} path={path} />
      <p style={{ margin: '0.25rem 0 0' }}>{labelsOf(value)}</p>
      {typeof description === 'string' ? (
        <FieldDescription description={description} path={path} />
      ) : null}
    </div>
  )
}
