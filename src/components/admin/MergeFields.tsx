'use client'

import { useFormFields } from '@payloadcms/ui'

import { EMAIL_TEMPLATES, OWN_TEMPLATE_FIELDS, type TemplateKey } from '@/email/templates'

/** The merge fields this template may use, beside the words she edits. */
export function MergeFields() {
  const key = useFormFields(([fields]) => fields.key?.value) as TemplateKey | undefined
  const definition = key ? EMAIL_TEMPLATES[key] : undefined
  const fields = (definition?.fields ?? OWN_TEMPLATE_FIELDS) as Record<string, string>
  return (
    <div style={{ marginBlock: 'var(--base)' }}>
      <p>
        {definition?.description ??
          'An e-mail of your own, to use as a step of a sequence. It carries the unsubscribe link.'}
      </p>
      <p>
        Merge fields you can use. When one is empty, the words after a bar stand in for it:{' '}
        <code>{'{{firstName|love}}'}</code>.
      </p>
      <ul>
        {Object.entries(fields).map(([field, meaning]) => (
          <li key={field}>
            <code>{`{{${field}}}`}</code>: {meaning}
          </li>
        ))}
      </ul>
    </div>
  )
}
