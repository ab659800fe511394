'use client'

import { useFormFields } from '@payloadcms/ui'

/**
 * The message as her mail client shows it. The frame is sandboxed with no permissions: the HTML
 * cannot run scripts, reach the admin or navigate it.
 */
export function RenderedEmail() {
  const html = useFormFields(([fields]) => fields.html?.value)
  if (typeof html !== 'string' || !html) return null
  return (
    <div style={{ marginBlock: 'var(--base)' }}>
      <p style={{ marginBottom: 'calc(var(--base) / 2)' }}>As she sees it</p>
      <iframe
        title="The rendered e-mail"
        sandbox=""
        srcDoc={html}
        style={{ width: '100%', height: 640, border: '1px solid var(--theme-elevation-150)' }}
      />
    </div>
  )
}
