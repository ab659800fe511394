'use client'

import { UnpublishButton, useFormFields } from '@payloadcms/ui'

import { isSystemTemplateKey } from '@/email/templates'

/**
 * The menu's Unpublish, for the e-mails she wrote herself only: the site's own e-mails always
 * stay published (the server refuses it too).
 */
export function TemplateUnpublishButton() {
  const key = useFormFields(([fields]) => fields.key?.value)
  if (isSystemTemplateKey(key)) return null
  return <UnpublishButton />
}
