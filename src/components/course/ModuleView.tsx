import type { Ref } from 'react'

import type { CourseModule } from '@/commerce/api'
import Link from '@/components/SiteLink'
import { primaryButton, secondaryButton } from '@/components/watch/styles'
import type { UpgradeOffer } from '@/components/watch/upgrade'

import { CheckIcon, ClockIcon, LockIcon } from './icons'
import { LessonContent, LessonDownloads } from './LessonContent'
import { BONUS_BADGE } from './ModuleList'
import { ProgressBar } from './ProgressBar'

type Step = { previous: CourseModule | null; next: CourseModule | null }

const headingStyle = 'font-serif text-3xl leading-tight text-plum-900 outline-none sm:text-4xl'

export function ModuleView({
  module,
  percent,
  completed,
  saving,
  steps,
  headingRef,
  onToggleComplete,
  onStep,
}: {
  module: CourseModule
  percent: number
  completed: boolean
  saving: boolean
  steps: Step
  headingRef: Ref<HTMLHeadingElement>
  onToggleComplete: () => void
  onStep: (moduleId: string) => void
}) {
  return (
    <article aria-labelledby="module-heading" className="grid gap-6">
      <LessonContent module={module} />
      <div className="grid gap-3">
        <h2 id="module-heading" ref={headingRef} tabIndex={-1} className={headingStyle}>
          {module.title}
        </h2>
        <p className="flex flex-wrap items-center gap-3 text-plum-800">
          <span className="flex items-center gap-1.5">
            <ClockIcon />
            <span>
              <span className="sr-only">Duration: </span>
              {module.duration}
            </span>
          </span>
          {module.type === 'addon' && <span className={BONUS_BADGE}>Bonus</span>}
          {completed && (
            <span className="flex items-center gap-1.5 rounded-full bg-green-50 px-3 py-0.5 text-sm font-semibold text-green-800">
              <CheckIcon className="size-4 text-green-700" />
              Completed
            </span>
          )}
        </p>
        {module.description && <p className="text-lg leading-relaxed">{module.description}</p>}
      </div>
      <LessonDownloads module={module} />
      <div className="grid gap-4 rounded-3xl bg-white p-5 ring-1 ring-plum-100">
        <ProgressBar label="Module progress" percent={percent} />
        <button
          type="button"
          onClick={onToggleComplete}
          disabled={saving}
          className={`${completed ? secondaryButton : primaryButton} justify-self-start`}
        >
          {completed ? 'Mark as Incomplete' : 'Mark as Complete'}
        </button>
      </div>
      <StepNavigation steps={steps} onStep={onStep} />
    </article>
  )
}

export function LockedModule({
  module,
  main,
  upgrade,
  upgradeHref,
  steps,
  headingRef,
  onStep,
}: {
  module: CourseModule
  /** The main course: its bonus lessons keep the spec's words and the upgrade. */
  main: boolean
  upgrade: UpgradeOffer | null
  upgradeHref: string
  steps: Step
  headingRef: Ref<HTMLHeadingElement>
  onStep: (moduleId: string) => void
}) {
  // A bonus lesson (or one locked for a reason the server did not name, as before).
  const bonus = (module.lockedBy ?? 'bonus') === 'bonus'
  return (
    <section aria-labelledby="module-heading" className="grid gap-6" data-testid="module-locked">
      <div className="grid justify-items-center gap-4 rounded-3xl bg-plum-50 p-8 text-center ring-1 ring-plum-100 sm:p-12">
        <LockIcon className="size-10 text-plum-800" />
        <h2 id="module-heading" ref={headingRef} tabIndex={-1} className={headingStyle}>
          Module Locked
        </h2>
        {bonus && main ? (
          <p className="text-lg">This content requires the Return to Body Practices package.</p>
        ) : (
          <p className="text-lg">{module.lockedReason ?? 'This lesson is not open yet'}.</p>
        )}
        <p className="text-plum-800">
          {module.title} · {module.duration}
        </p>
        {/* The spec's words on the button; a buyer goes straight to the bonus's own checkout
            (the offer named under it) rather than back to the masterclass she already has.
            A lesson waiting for its day or another lesson has nothing to buy. */}
        {bonus && main && (
          <Link
            href={upgrade ? upgradeHref : '/masterclass'}
            aria-describedby={upgrade ? 'module-upgrade-offer' : undefined}
            className={primaryButton}
          >
            Upgrade Access
          </Link>
        )}
        {bonus && main && upgrade && (
          <p id="module-upgrade-offer" className="text-sm text-plum-800">
            {upgrade.label}
          </p>
        )}
      </div>
      <StepNavigation steps={steps} onStep={onStep} />
    </section>
  )
}

export function UnknownModule({ headingRef }: { headingRef: Ref<HTMLHeadingElement> }) {
  return (
    <section
      aria-labelledby="module-heading"
      className="grid gap-3 rounded-3xl bg-white p-8 ring-1 ring-plum-100"
    >
      <h2 id="module-heading" ref={headingRef} tabIndex={-1} className={headingStyle}>
        Module not found
      </h2>
      <p className="text-lg">
        There is no module at this address. Choose one from the list of modules.
      </p>
    </section>
  )
}

function StepNavigation({ steps, onStep }: { steps: Step; onStep: (moduleId: string) => void }) {
  return (
    <nav aria-label="Modules in order" className="flex flex-wrap justify-between gap-3">
      <button
        type="button"
        disabled={!steps.previous}
        onClick={() => steps.previous && onStep(steps.previous.id)}
        className={secondaryButton}
      >
        <span aria-hidden="true">←</span> Previous Module
      </button>
      <button
        type="button"
        disabled={!steps.next}
        onClick={() => steps.next && onStep(steps.next.id)}
        className={secondaryButton}
      >
        Next Module <span aria-hidden="true">→</span>
      </button>
    </nav>
  )
}
