'use client'

import { useFormFields } from '@payloadcms/ui'

import { EMAIL_TEMPLATES, isSystemTemplateKey } from '@/email/templates'

import styles from './templates.module.css'

/**
 * Which e-mail this is, in her words: one the site sends by itself (its name and when it goes),
 * or one of her own. The key the code knows it by is folded under "Technical detail".
 */
export function WhichEmail() {
  const key = useFormFields(([fields]) => fields.key?.value)
  if (!isSystemTemplateKey(key)) {
    return (
      <div className={styles.panel}>
        <p className={styles.muted}>
          An e-mail of your own, to use as a step of a sequence. It carries the unsubscribe link,
          and stops when she unsubscribes.
        </p>
      </div>
    )
  }
  const definition = EMAIL_TEMPLATES[key]
  return (
    <div className={styles.panel}>
      <p className={styles.subject}>Sent by your site: {definition.label}</p>
      <p className={styles.muted}>{definition.description}</p>
      <p className={styles.muted}>
        {definition.marketing
          ? 'It carries the unsubscribe link, and stops once she unsubscribes.'
          : 'She receives it even if she unsubscribed from your newsletters: it is about something she did.'}
      </p>
      <p className={styles.muted}>
        It always stays published. You can change its words, preview them and send yourself a test
        before you publish, or reset it to its original text.
      </p>
      <details>
        <summary className={styles.summary}>Technical detail</summary>
        <p className={styles.muted}>
          The site finds this e-mail by its key: <code>{key}</code>
        </p>
      </details>
    </div>
  )
}
