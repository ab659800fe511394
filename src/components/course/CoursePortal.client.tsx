'use client'

import { usePathname } from 'next/navigation'
import { useCallback, useEffect, useRef, useState } from 'react'

import type {
  CourseProgress,
  CourseProgressRequest,
  CourseProgressResponse,
  CourseResponse,
  CourseSummary,
} from '@/commerce/api'
import { normaliseEmail } from '@/contacts/emailAddress'
import Link from '@/components/SiteLink'
import { toast } from '@/components/toast'
import { AccessLinkForm } from '@/components/watch/AccessLinkForm.client'
import { card, primaryButton, secondaryButton, textLink } from '@/components/watch/styles'
import { type UpgradeOffer, upgradeHref } from '@/components/watch/upgrade'

import { BookIcon } from './icons'
import { modulePercent, neighbours, noProgress, overallPercent } from '@/courses/progress'

import { readMirror, writeMirror } from './progress'
import { ProgressBar } from './ProgressBar'

type Views = typeof import('./views')
const loadViews = () => import('./views')

type Load =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'no-access'; title?: string }
  | { status: 'failed' }
  | { status: 'list'; courses: CourseSummary[]; email: string; views: Views }
  /** `main`: the main offer's course, which keeps the spec's words. */
  | { status: 'ready'; course: CourseResponse; main: boolean; views: Views }

type Props = {
  /** ?email=: pre-fills the access-link form and finds the progress kept in this browser. */
  email: string | null
  upgrade: UpgradeOffer | null
  /** The course of the lesson in the address when it is not the main course; null otherwise. */
  courseSlug: string | null
  /**
   * Whether her browser sent a member session cookie. Without one GET /api/course can only
   * answer 401, so the portal shows the signed-out view without asking (and without the
   * failed request in the console).
   */
  signedIn: boolean
}

const BASE = '/course'

const panel = 'rounded-3xl bg-white p-5 shadow-lg ring-1 ring-plum-100'

/** /course → null (the first module); /course/<id> → <id>. */
function moduleIdFrom(pathname: string): string | null {
  const rest = pathname.slice(BASE.length).replace(/^\/+|\/+$/g, '')
  if (!rest) return null
  try {
    return decodeURIComponent(rest)
  } catch {
    return rest
  }
}

/**
 * Her course: the one named, else the main one. On plain /course (`choosing`), several courses
 * she owns make a list to choose from, and a single course other than the main one opens.
 */
async function fetchCourse(slug: string | null, choosing: boolean, signedIn = true): Promise<Load> {
  if (!signedIn) return { status: 'signed-out' }
  try {
    const query = slug ? `?course=${encodeURIComponent(slug)}` : ''
    // The views that show a course are fetched alongside it (see ./views).
    const [response, views] = await Promise.all([
      fetch(`/api/course${query}`, { credentials: 'include' }),
      loadViews(),
    ])
    if (response.status === 401) return { status: 'signed-out' }
    if (!response.ok) return { status: 'failed' }
    const course = (await response.json()) as CourseResponse
    const owned = course.courses ?? []
    if (choosing && owned.length > 1) {
      return { status: 'list', courses: owned, email: course.member.email, views }
    }
    if (choosing && owned.length === 1 && owned[0]!.slug !== course.course.slug) {
      return fetchCourse(owned[0]!.slug, false)
    }
    if (course.member.hasAccess) return { status: 'ready', course, main: !slug, views }
    return slug ? { status: 'no-access', title: course.course.title } : { status: 'no-access' }
  } catch {
    return { status: 'failed' }
  }
}

/**
 * The course portal. The member session cookie decides what opens: the server sends video ids
 * only for the modules she is entitled to. Choosing a module changes the address without
 * reloading the course, so Back and shared links land on the same module.
 */
export function CoursePortal({ email, upgrade, courseSlug, signedIn }: Props) {
  const pathname = usePathname()
  const selectedParam = moduleIdFrom(pathname)
  // Whether the page opened on plain /course, where she may choose among her courses.
  const [choosing] = useState(() => selectedParam === null && !courseSlug)
  const [load, setLoad] = useState<Load>({ status: 'loading' })
  // What this browser last knew comes first; the server's copy replaces it when it arrives.
  // (On the server there is no storage; the loading view shows no progress, so both agree.)
  const [progress, setProgress] = useState<CourseProgress>(
    () => (email && readMirror(normaliseEmail(email))) || noProgress,
  )
  const [saving, setSaving] = useState(false)
  const heading = useRef<HTMLHeadingElement>(null)
  const moduleArea = useRef<HTMLDivElement>(null)
  /** How the last module change was asked for, to decide where keyboard focus goes next. */
  const focusAfter = useRef<'list' | 'step' | null>(null)

  const showCourse = useCallback((result: Load) => {
    if (result.status === 'ready') {
      setProgress(result.course.progress)
      writeMirror(result.course.member.email, result.course.progress)
    }
    setLoad(result)
  }, [])

  useEffect(() => {
    void fetchCourse(courseSlug, choosing, signedIn).then(showCourse)
  }, [showCourse, courseSlug, choosing, signedIn])

  function retry() {
    setLoad({ status: 'loading' })
    void fetchCourse(courseSlug, choosing, signedIn).then(showCourse)
  }

  useEffect(() => {
    const via = focusAfter.current
    focusAfter.current = null
    if (via === 'list') {
      // On a phone the list sits below the video: bring the chosen module's video into view.
      moduleArea.current?.scrollIntoView({ block: 'start' })
      heading.current?.focus({ preventScroll: true })
    }
    if (via === 'step') {
      // Stepping keeps focus on the button, unless the button just became disabled.
      const active = document.activeElement as HTMLButtonElement | null
      if (!active || active === document.body || active.disabled) heading.current?.focus()
    }
  }, [selectedParam])

  const hrefFor = (moduleId: string) =>
    `${BASE}/${encodeURIComponent(moduleId)}${email ? `?email=${encodeURIComponent(email)}` : ''}`

  function select(moduleId: string, via: 'list' | 'step') {
    focusAfter.current = via
    window.history.pushState(null, '', hrefFor(moduleId))
  }

  if (load.status === 'loading') {
    // A screen tall, like what replaces it: the footer below waits out of sight instead of
    // jumping down when the course (or the access form) arrives.
    return (
      <div
        role="status"
        className="grid min-h-svh content-start justify-items-center gap-4 px-6 py-24 text-center"
      >
        <span
          aria-hidden="true"
          className="size-10 animate-spin rounded-full border-4 border-plum-100 border-t-plum-800"
        />
        <p className="text-lg font-semibold text-plum-900">Loading your course...</p>
      </div>
    )
  }

  if (load.status === 'failed') {
    return (
      <div className="mx-auto max-w-xl px-6 py-16">
        <section aria-labelledby="course-heading" className={`${card} grid gap-4 text-center`}>
          <h1 id="course-heading" className="font-serif text-3xl text-plum-900">
            Your course didn’t load
          </h1>
          <p role="alert">We couldn’t reach the course just now. Please try again.</p>
          <button type="button" onClick={retry} className={`${primaryButton} justify-self-center`}>
            Try Again
          </button>
        </section>
      </div>
    )
  }

  if (load.status === 'list') {
    return <load.views.CourseList courses={load.courses} email={email} />
  }

  if (load.status === 'signed-out' || load.status === 'no-access') {
    // The main course keeps the spec's words; another course names itself and its public page.
    const title = load.status === 'no-access' ? load.title : undefined
    return (
      <div className="mx-auto grid max-w-xl gap-6 px-6 py-16">
        <section aria-labelledby="course-heading" className={`${card} grid gap-4 text-center`}>
          <h1 id="course-heading" className="font-serif text-4xl text-plum-900">
            Access Required
          </h1>
          <p className="text-lg">
            {courseSlug
              ? `Please buy ${title ?? 'the course'} to open this lesson.`
              : 'Please purchase the masterclass to access this content.'}
          </p>
          <Link
            href={courseSlug ? `/courses/${encodeURIComponent(courseSlug)}` : '/masterclass'}
            className={`${primaryButton} justify-self-center`}
          >
            Get Access
          </Link>
        </section>
        {load.status === 'signed-out' && (
          <section aria-labelledby="course-bought" className={`${card} grid gap-4`}>
            <h2 id="course-bought" className="font-serif text-2xl text-plum-900">
              Already bought it?
            </h2>
            <p>
              Enter the e-mail you paid with. We’ll send you a link that opens your course in this
              browser.
            </p>
            <AccessLinkForm editable email={email ?? ''} redirectPath={pathname} />
          </section>
        )}
      </div>
    )
  }

  const { course, modules, member } = load.course
  const { LockedModule, ModuleList, ModuleView, UnknownModule } = load.views
  const ownsSeveral = (load.course.courses?.length ?? 0) > 1
  const selected = selectedParam
    ? (modules.find((module) => module.id === selectedParam) ?? null)
    : (modules[0] ?? null)
  const steps = selected ? neighbours(modules, selected.id) : { previous: null, next: null }
  const overall = overallPercent(modules, progress)

  async function toggleComplete(moduleId: string) {
    if (saving) return
    const completed = !progress.completed.includes(moduleId)
    const before = progress
    const request: CourseProgressRequest = { moduleId, completed, progress: completed ? 100 : 0 }
    setProgress({
      completed: completed
        ? [...before.completed, moduleId]
        : before.completed.filter((id) => id !== moduleId),
      progress: { ...before.progress, [moduleId]: request.progress ?? 0 },
    })
    setSaving(true)
    try {
      const response = await fetch('/api/course/progress', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        credentials: 'include',
        body: JSON.stringify(request),
      })
      if (!response.ok) throw new Error(String(response.status))
      const saved = (await response.json()) as CourseProgressResponse
      setProgress(saved)
      writeMirror(member.email, saved)
    } catch {
      setProgress(before)
      toast({
        title: 'Progress Not Saved',
        description: 'We couldn’t save your progress. Please try again.',
        variant: 'destructive',
      })
    } finally {
      setSaving(false)
    }
  }

  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-6 py-10 lg:grid-cols-[20rem_minmax(0,1fr)]">
      <div className="grid gap-2 lg:col-span-2">
        {ownsSeveral && (
          // A whole page load: the list is another view of /course, read afresh.
          <a
            href={`${BASE}${email ? `?email=${encodeURIComponent(email)}` : ''}`}
            className={`${textLink} justify-self-start`}
          >
            <span aria-hidden="true">←</span> All your courses
          </a>
        )}
        <h1 className="font-serif text-3xl text-plum-900 sm:text-4xl">{course.title}</h1>
      </div>
      {/* The module (its video first) comes before the list: on a phone, where the two stack,
          she sees the video without scrolling past every module; on a wide screen the list
          stands to its left. */}
      <div ref={moduleArea} className="scroll-mt-24 lg:col-start-2 lg:row-start-2">
        {!selected ? (
          <UnknownModule headingRef={heading} />
        ) : selected.locked ? (
          <LockedModule
            module={selected}
            main={load.main}
            upgrade={member.hasReturnToBodyAddon || !load.main ? null : upgrade}
            upgradeHref={upgradeHref(member.email, upgrade)}
            steps={steps}
            headingRef={heading}
            onStep={(moduleId) => select(moduleId, 'step')}
          />
        ) : (
          <ModuleView
            module={selected}
            percent={modulePercent(progress, selected.id)}
            completed={progress.completed.includes(selected.id)}
            saving={saving}
            steps={steps}
            headingRef={heading}
            onToggleComplete={() => void toggleComplete(selected.id)}
            onStep={(moduleId) => select(moduleId, 'step')}
          />
        )}
      </div>
      <div className="grid content-start gap-6 lg:col-start-1 lg:row-start-2">
        <section aria-labelledby="course-progress" className={`${panel} grid gap-3`}>
          <h2 id="course-progress" className="font-serif text-xl text-plum-900">
            Your Progress
          </h2>
          <ProgressBar label="Overall progress" percent={overall} />
        </section>
        <nav aria-labelledby="course-modules" className={`${panel} grid gap-3`}>
          <h2 id="course-modules" className="font-serif text-xl text-plum-900">
            Modules
          </h2>
          <ModuleList
            modules={modules}
            progress={progress}
            selectedId={selected?.id ?? null}
            hrefFor={hrefFor}
            onSelect={(moduleId) => select(moduleId, 'list')}
          />
        </nav>
        {course.ebookURL && (
          <section aria-labelledby="course-resources" className={`${panel} grid gap-3`}>
            <h2 id="course-resources" className="font-serif text-xl text-plum-900">
              Resources
            </h2>
            <a
              href={course.ebookURL}
              target="_blank"
              rel="noopener noreferrer"
              className={secondaryButton}
            >
              <BookIcon />
              Emotional Power Ebook
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </section>
        )}
      </div>
    </div>
  )
}
