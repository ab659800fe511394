'use client'

import { useDocumentInfo } from '@payloadcms/ui'

/** Opens the PDF made from what is saved (drafts too), so the owner sees what buyers will get. */
export function DocumentPdfLink() {
  const { id } = useDocumentInfo()
  if (!id) return <p>Save the document once to preview it as a PDF.</p>
  return (
    <p style={{ marginBlock: 'var(--base)' }}>
      <a href={`/api/documents/${id}/pdf`} target="_blank" rel="noopener noreferrer">
        Preview the PDF (opens in a new tab)
      </a>{' '}
      — it shows the last saved version; buyers download the published one.
    </p>
  )
}
