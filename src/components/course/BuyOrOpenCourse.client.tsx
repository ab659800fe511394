'use client'

import { type ReactNode, useEffect, useState } from 'react'

import type { CoursePreviewResponse } from '@/commerce/api'

/**
 * The public course page is one cached copy for everyone, so whether this visitor already owns the
 * course is asked by her own browser (GET /api/course-preview/<short name> with her cookie,
 * answered privately). A buyer gets "Go to your course" (its first lesson open to her) instead of
 * the buy button the cached copy shows; anyone else, or a failed call, keeps the buy button.
 */
export function BuyOrOpenCourse({
  slug,
  className,
  children,
}: {
  slug: string
  className: string
  /** The buy button (or "not on sale") every visitor sees first. */
  children: ReactNode
}) {
  const [ownedHref, setOwnedHref] = useState<string | null>(null)

  useEffect(() => {
    const controller = new AbortController()
    fetch(`/api/course-preview/${encodeURIComponent(slug)}`, {
      credentials: 'same-origin',
      signal: controller.signal,
    })
      .then((response) =>
        response.ok ? (response.json() as Promise<CoursePreviewResponse>) : null,
      )
      .then((preview) => {
        if (!preview?.course.owned) return
        const firstOpen = preview.sections
          .flatMap((section) => section.modules)
          .find((module) => !module.locked)
        setOwnedHref(firstOpen ? `/course/${encodeURIComponent(firstOpen.id)}` : '/course')
      })
      .catch(() => {
        // Aborted, offline or refused: the buy button stays, as for any visitor.
      })
    return () => controller.abort()
  }, [slug])

  if (!ownedHref) return <>{children}</>
  return (
    <a href={ownedHref} className={className}>
      Go to your course
    </a>
  )
}
