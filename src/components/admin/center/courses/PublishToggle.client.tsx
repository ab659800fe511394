'use client'

import { toast } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import styles from './courses.module.css'
import { callOwner } from '../ownerApi'

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
      await callOwner('setCoursePublished', { id: courseId, isPublished: next })
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
