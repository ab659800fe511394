'use client'

import { toast } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import styles from './courses.module.css'

/**
 * The Published switch of a course card: POST /api/admin/courses/:id/publish, then the tab
 * reloads its data, so the switch shows what the CMS stored (and the public site reads).
 */
export function PublishToggle({
  courseId,
  title,
  isPublished,
}: {
  courseId: number
  title: string
  isPublished: boolean
}) {
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const [checked, setChecked] = useState(isPublished)

  async function toggle() {
    // aria-disabled, not disabled: the switch keeps keyboard focus while the change is saved.
    if (busy) return
    const next = !checked
    setBusy(true)
    try {
      const response = await fetch(`/api/admin/courses/${courseId}/publish`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ isPublished: next }),
      })
      const body = (await response.json().catch(() => ({}))) as { message?: string }
      if (!response.ok) throw new Error(body.message || `The server answered ${response.status}.`)
      setChecked(next)
      toast.success(next ? `“${title}” is published` : `“${title}” is hidden from the site`)
      router.refresh()
    } catch (error) {
      toast.error('Not changed', { description: (error as Error).message })
    } finally {
      setBusy(false)
    }
  }

  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={`Published: ${title}`}
      className={styles.switch}
      aria-disabled={busy}
      onClick={toggle}
    >
      <span className={styles.track} aria-hidden="true">
        <span className={styles.knob} />
      </span>
      Published
    </button>
  )
}
