'use client'

import { useFormFields } from '@payloadcms/ui'

import { EMAIL_TEMPLATES, type TemplateKey } from '@/email/templates'

/** The merge fields this template may use, beside the words she edits. */
export function MergeFields() {
  const key = useFormFields(([fields]) => fields.key?.value) as TemplateKey | undefined
  const definition = key ? EMAIL_TEMPLATES[key] : undefined
  if (!definition) return null
  return (
    <div style={{ marginBlock: 'var(--base)' }}>
      <p>{definition.description}</p>
      <p>
        Merge fields you can use. When one is empty, the words after a bar stand in for it:{' '}
        <code>{'{{firstName|love}}'}</code>.
      </p>
      <ul>
        {Object.entries(definition.fields as Record<string, string>).map(([field, meaning]) => (
          <li key={field}>
            <code>{`{{${field}}}`}</code>: {meaning}
          </li>
        ))}
      </ul>
    </div>
  )
}
