'use client'

import { FieldDescription, FieldLabel, useField } from '@payloadcms/ui'
import type { CodeFieldClientProps, JSONFieldClientProps } from 'payload'

/**
 * Shows a code or JSON field as text. Payload's own editor for these fields (Monaco) loads itself
 * from a CDN, and nothing in the admin may download from the internet; these fields are written
 * by the server and only read in the admin.
 */
export function ReadOnlyData({ path, field }: CodeFieldClientProps | JSONFieldClientProps) {
  const { value } = useField<unknown>({ path })
  const text =
    value === null || value === undefined || value === ''
      ? '-'
      : typeof value === 'string'
        ? value
        : JSON.stringify(value, null, 2)
  const id = `field-${path.replace(/\W/g, '-')}`
  const description = field.admin?.description
  return (
    <div className="field-type" style={{ marginBottom: 'var(--spacing-field, 1.5rem)' }}>
      <FieldLabel label={field.label ?? field.name} path={path} htmlFor={id} />
      <pre
        id={id}
        tabIndex={0}
        style={{
          maxHeight: '24rem',
          overflow: 'auto',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          padding: '0.75rem',
          border: '1px solid var(--theme-elevation-150)',
          borderRadius: '4px',
          background: 'var(--theme-elevation-50)',
          fontSize: '0.8rem',
        }}
      >
        {text}
      </pre>
      {typeof description === 'string' ? (
        <FieldDescription description={description} path={path} />
      ) : null}
    </div>
  )
}
