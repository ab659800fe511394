'use client'

import { ConfirmationModal, toast, useDocumentInfo, useFormFields, useModal } from '@payloadcms/ui'
import { useState } from 'react'

import { isSystemTemplateKey } from '@/email/templates'

import { callOwner, OwnerApiError } from '../center/ownerApi'
import styles from './templates.module.css'

/**
 * "Reset to original text", for the site's own e-mails: their first words, saved as a draft she
 * previews and then publishes (nobody receives them before). Asks first.
 */
export function ResetToOriginal() {
  const { id } = useDocumentInfo()
  const key = useFormFields(([fields]) => fields.key?.value)
  const { openModal } = useModal()
  const [error, setError] = useState('')
  if (!isSystemTemplateKey(key) || !id) return null
  const modalSlug = `reset-template-${id}`

  const reset = async () => {
    setError('')
    try {
      await callOwner('resetTemplate', { id: Number(id) })
      toast.success('Original text restored as a draft', {
        description: 'Preview it, then press Publish to send it again.',
      })
      // The form shows the words the server now holds.
      window.location.reload()
    } catch (caught) {
      setError(caught instanceof OwnerApiError ? caught.message : 'It could not be reset.')
    }
  }

  return (
    <div className={styles.panel}>
      <button
        type="button"
        className={`${styles.button} ${styles.secondary}`}
        onClick={() => openModal(modalSlug)}
      >
        Reset to original text
      </button>
      <p className={styles.muted}>
        Brings back the words this e-mail had at first, as a draft. People receive them once you
        publish.
      </p>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <ConfirmationModal
        modalSlug={modalSlug}
        heading="Reset to the original text?"
        body="Its subject, words and button go back to what the site first sent. This is saved as a draft: people keep receiving the published version until you publish."
        confirmLabel="Reset to original text"
        confirmingLabel="Resetting…"
        cancelLabel="Keep my words"
        onConfirm={reset}
      />
    </div>
  )
}
