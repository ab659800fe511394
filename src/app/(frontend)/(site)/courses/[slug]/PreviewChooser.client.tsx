'use client'

import { type ReactNode, useSyncExternalStore } from 'react'

/*
 * The public course page is the same for everyone (prerendered and cached), so the preview a link
 * names (?lesson=<id>#preview) is chosen here, in the browser. Before the page's script runs, and
 * without one, the first preview shows.
 */

const subscribe = (onChange: () => void) => {
  window.addEventListener('popstate', onChange)
  return () => window.removeEventListener('popstate', onChange)
}
const askedLesson = () => new URLSearchParams(window.location.search).get('lesson')
const onServer = () => null

const useAskedLesson = () => useSyncExternalStore(subscribe, askedLesson, onServer)

/** The asked preview when it is one of `ids`, else the first. */
function useChosen(ids: string[]) {
  const asked = useAskedLesson()
  return asked && ids.includes(asked) ? asked : ids[0]
}

export function ChosenPreview({
  ids,
  previews,
}: {
  ids: string[]
  previews: Record<string, ReactNode>
}) {
  const chosen = useChosen(ids)
  return chosen ? previews[chosen] : null
}

/** An outline link to a free preview, marked current when it is the one showing. */
export function PreviewLink({
  id,
  ids,
  className,
  currentClassName,
  otherClassName,
  children,
}: {
  id: string
  /** Every free preview's id, in order. */
  ids: string[]
  className: string
  currentClassName: string
  otherClassName: string
  children: ReactNode
}) {
  const current = useChosen(ids) === id
  return (
    <a
      href={`?lesson=${encodeURIComponent(id)}#preview`}
      aria-current={current ? 'true' : undefined}
      className={`${className} ${current ? currentClassName : otherClassName}`}
    >
      {children}
    </a>
  )
}
