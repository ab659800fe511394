'use client'

import { useFormFields } from '@payloadcms/ui'
import { useSyncExternalStore } from 'react'

import { fieldsOf, SAMPLE_VALUES, SETTINGS_FIELDS } from '@/email/templates'

import styles from './templates.module.css'

const FROM_SETTINGS: readonly string[] = SETTINGS_FIELDS
const noChanges = () => () => {}

/** The merge fields this template may use: what each means, and what the preview fills in. */
export function MergeFields() {
  const key = useFormFields(([fields]) => fields.key?.value)
  // The site's address, for the samples' links (known in the browser only).
  const siteUrl = useSyncExternalStore(
    noChanges,
    () => window.location.origin,
    () => 'your site',
  )
  const fields = fieldsOf(key)
  return (
    <details className={styles.panel}>
      <summary className={styles.summary}>Merge fields you can use</summary>
      <p className={styles.muted}>
        Write one in the subject, the words or the button, and each person reads her own. When one
        is empty, the words after a bar stand in for it: <code>{'{{firstName|love}}'}</code>.
      </p>
      <dl className={styles.fields}>
        {Object.entries(fields).map(([field, meaning]) => (
          <div key={field} style={{ display: 'contents' }}>
            <dt>{`{{${field}}}`}</dt>
            <dd>
              {meaning}
              <span className={styles.sample}>
                {FROM_SETTINGS.includes(field)
                  ? 'From your Site settings.'
                  : SAMPLE_VALUES[field]
                    ? `Sample: ${SAMPLE_VALUES[field]!.replaceAll('{{siteUrl}}', siteUrl)}`
                    : ''}
              </span>
            </dd>
          </div>
        ))}
      </dl>
    </details>
  )
}
