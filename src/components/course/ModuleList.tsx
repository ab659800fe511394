import type { MouseEvent } from 'react'

import type { CourseModule, CourseProgress } from '@/commerce/api'
import Link from '@/components/SiteLink'

import { BookIcon, CheckIcon, LockIcon, PlayIcon } from './icons'

type Props = {
  modules: CourseModule[]
  progress: CourseProgress
  selectedId: string | null
  hrefFor: (moduleId: string) => string
  onSelect: (moduleId: string) => void
}

/** A plain click stays in the portal; a modified one (new tab, new window) is left to the browser. */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey

export const BONUS_BADGE =
  'rounded-full bg-rose-200 px-2 py-0.5 text-xs font-bold tracking-wide text-plum-950 uppercase'

/**
 * The modules in order. Open ones are links; locked ones are text only (they cannot be selected),
 * greyed, with a lock and the package that opens them.
 */
export function ModuleList({ modules, progress, selectedId, hrefFor, onSelect }: Props) {
  return (
    <ol className="grid gap-2">
      {modules.map((module) => {
        const completed = progress.completed.includes(module.id)
        const selected = module.id === selectedId
        const badge = module.type === 'addon' && <span className={BONUS_BADGE}>Bonus</span>
        if (module.locked) {
          return (
            <li
              key={module.id}
              data-locked="true"
              className="flex items-start gap-3 rounded-2xl border border-gray-200 bg-gray-50 p-3 text-gray-600"
            >
              <LockIcon className="mt-0.5 size-5" />
              <span className="grid gap-1">
                <span className="font-semibold">
                  <span className="sr-only">Locked: </span>
                  {module.title}
                </span>
                <span className="flex flex-wrap items-center gap-2 text-sm">
                  {module.duration} {badge}
                </span>
                <span className="text-sm">
                  {module.lockedReason ?? 'Requires Return to Body Practices'}
                </span>
              </span>
            </li>
          )
        }
        return (
          <li key={module.id}>
            <Link
              href={hrefFor(module.id)}
              aria-current={selected ? 'page' : undefined}
              onClick={(event) => {
                if (!isPlainClick(event)) return
                event.preventDefault()
                onSelect(module.id)
              }}
              className={`flex items-start gap-3 rounded-2xl border p-3 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-plum-800 ${
                selected
                  ? 'border-plum-800 bg-plum-50'
                  : 'border-plum-100 bg-white hover:border-plum-700'
              }`}
            >
              {completed ? (
                <CheckIcon className="mt-0.5 size-5 text-green-700" />
              ) : module.contentType === 'text' ? (
                <BookIcon className="mt-0.5 size-5 text-plum-700" />
              ) : (
                <PlayIcon className="mt-0.5 size-5 text-plum-700" />
              )}
              <span className="grid gap-1">
                <span className="font-semibold text-plum-950">
                  {completed && <span className="sr-only">Completed: </span>}
                  {module.title}
                </span>
                <span className="flex flex-wrap items-center gap-2 text-sm text-plum-800">
                  {module.duration} {badge}
                </span>
              </span>
            </Link>
          </li>
        )
      })}
    </ol>
  )
}
