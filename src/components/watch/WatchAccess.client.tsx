'use client'

import { type FormEvent, type Ref, useEffect, useId, useRef, useState } from 'react'

import type {
  ClaimPaymentRequest,
  ClaimPaymentResponse,
  CourseResponse,
  VerifyPurchaseResponse,
} from '@/commerce/api'
import { CheckIcon } from '@/components/course/icons'
import Link from '@/components/SiteLink'
import { toast } from '@/components/toast'

import { AccessLinkForm } from './AccessLinkForm.client'
import { loadAccessLinkSchema } from './accessLinkSchema'
import { EmailField } from './EmailField'
import { card, primaryButton, secondaryButton, textLink } from './styles'
import { type UpgradeOffer, upgradeHref } from './upgrade'

type View =
  | { name: 'form'; email: string; notice?: 'not-found' | 'failed' }
  | { name: 'verifying'; email: string }
  | { name: 'check-email'; email: string }
  | { name: 'success'; email: string; hasReturnToBodyAddon: boolean; course: CourseResponse | null }
  | { name: 'expired' }

type Props = {
  /** ?email= of the address: verified as soon as the page runs. */
  email: string | null
  /** ?access=expired: the e-mailed link was expired, used or unknown. */
  expired: boolean
  supportEmail: string
  upgrade: UpgradeOffer | null
}

/** Stripe's additions to the return address, read once and then removed from the address bar. */
const STRIPE_RETURN_PARAMS = [
  'payment_intent',
  'payment_intent_client_secret',
  // A membership whose free trial charges nothing today is confirmed as a setup intent.
  'setup_intent',
  'setup_intent_client_secret',
  'redirect_status',
]

const UNABLE = 'Unable to verify access. Please try again.'

async function verifyPurchase(email: string): Promise<VerifyPurchaseResponse> {
  const response = await fetch(`/api/verify-purchase/${encodeURIComponent(email)}`, {
    credentials: 'include',
  })
  if (!response.ok) throw new Error('Failed to verify purchase')
  return (await response.json()) as VerifyPurchaseResponse
}

/** The course's files and bonus modules; the success view still shows without them. */
async function loadCourse(): Promise<CourseResponse | null> {
  try {
    const response = await fetch('/api/course', { credentials: 'include' })
    return response.ok ? ((await response.json()) as CourseResponse) : null
  } catch {
    return null
  }
}

/**
 * Back from Stripe: the server checks with Stripe that this payment succeeded before it signs
 * this browser in. Returns the address the payment was for, when the server confirmed it.
 */
async function claimStripeReturn(): Promise<string | null> {
  const query = new URLSearchParams(window.location.search)
  const paymentIntentId = query.get('payment_intent') ?? query.get('setup_intent')
  const clientSecret =
    query.get('payment_intent_client_secret') ?? query.get('setup_intent_client_secret')
  if (!paymentIntentId || !clientSecret) return null

  let claimedEmail: string | null = null
  try {
    const body: ClaimPaymentRequest = { paymentIntentId, clientSecret }
    const response = await fetch('/api/member/claim-payment', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      credentials: 'include',
      body: JSON.stringify(body),
    })
    const answer = (await response.json().catch(() => null)) as
      (Partial<ClaimPaymentResponse> & { message?: string }) | null
    if (!response.ok) throw new Error(answer?.message || 'We could not confirm your payment yet.')
    claimedEmail = answer?.email ?? null
  } catch (failure) {
    const description =
      failure instanceof TypeError
        ? 'We could not confirm your payment yet.'
        : (failure as Error).message
    toast({ title: 'Payment Not Confirmed', description, variant: 'destructive' })
  }

  // The secret must not stay in the address bar, the history or a shared link.
  for (const name of STRIPE_RETURN_PARAMS) query.delete(name)
  if (claimedEmail && !query.get('email')) query.set('email', claimedEmail)
  const search = query.toString()
  window.history.replaceState(null, '', `${window.location.pathname}${search ? `?${search}` : ''}`)
  return claimedEmail
}

/**
 * /watch: verifies a purchase by e-mail and opens the buyer's access, but only to a browser
 * holding her member session; anyone else who knows the address is offered the e-mailed link.
 */
export function WatchAccess({ email, expired, supportEmail, upgrade }: Props) {
  const [view, setView] = useState<View>(() =>
    expired
      ? { name: 'expired' }
      : email
        ? { name: 'verifying', email }
        : { name: 'form', email: '' },
  )
  const started = useRef(false)
  const moved = useRef(false)
  const heading = useRef<HTMLHeadingElement>(null)

  async function verify(address: string) {
    setView({ name: 'verifying', email: address })
    try {
      const access = await verifyPurchase(address)
      // The spec's answer is about the main course; signed in, she may own other courses only.
      const course = access.signedIn ? await loadCourse() : null
      const ownsAny = access.hasAccess || (course?.courses?.length ?? 0) > 0
      if (!ownsAny) return setView({ name: 'form', email: address, notice: 'not-found' })
      if (!access.signedIn) return setView({ name: 'check-email', email: address })
      setView({
        name: 'success',
        email: address,
        hasReturnToBodyAddon: access.hasReturnToBodyAddon,
        course,
      })
    } catch {
      setView({ name: 'form', email: address, notice: 'failed' })
    }
  }

  useEffect(() => {
    if (started.current) return
    started.current = true
    void (async () => {
      const claimed = await claimStripeReturn()
      const address = email ?? claimed
      if (address && !expired) await verify(address)
    })()
    // Runs once, for the address the page was opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  // Each new view replaces the one she was in: carry focus (and the screen reader) to its heading.
  useEffect(() => {
    if (view.name === 'verifying') return
    if (moved.current) heading.current?.focus()
  }, [view])

  function showBlankForm() {
    moved.current = true
    window.history.replaceState(null, '', window.location.pathname)
    setView({ name: 'form', email: '' })
  }

  function submitAddress(address: string) {
    moved.current = true
    const query = new URLSearchParams({ email: address })
    window.history.replaceState(null, '', `${window.location.pathname}?${query}`)
    void verify(address)
  }

  return (
    <div className="mx-auto grid max-w-3xl gap-8 px-6 py-12 sm:py-16">
      {view.name === 'verifying' && (
        <div role="status" className="grid justify-items-center gap-4 py-16 text-center">
          <span
            aria-hidden="true"
            className="size-10 animate-spin rounded-full border-4 border-plum-100 border-t-plum-800"
          />
          <p className="text-lg font-semibold text-plum-900">Verifying your access...</p>
        </div>
      )}
      {view.name === 'form' && (
        <VerifyForm
          key={`${view.email}-${view.notice}`}
          headingRef={heading}
          email={view.email}
          notice={view.notice}
          onSubmit={submitAddress}
        />
      )}
      {view.name === 'expired' && (
        <section aria-labelledby="watch-heading" className={`${card} grid gap-5`}>
          <h1
            id="watch-heading"
            ref={heading}
            tabIndex={-1}
            className="font-serif text-4xl text-plum-900 outline-none"
          >
            Access Your Masterclass
          </h1>
          <p role="alert" className="rounded-2xl bg-plum-50 p-4 font-semibold text-plum-900">
            That access link has expired or was already used. Request a new one below.
          </p>
          <AccessLinkForm editable />
          <Link href="/" className={`${textLink} justify-self-center`}>
            Return to Home
          </Link>
        </section>
      )}
      {view.name === 'check-email' && (
        <section aria-labelledby="watch-heading" className={`${card} grid gap-5`}>
          <h1
            id="watch-heading"
            ref={heading}
            tabIndex={-1}
            className="font-serif text-4xl text-plum-900 outline-none"
          >
            Check your e-mail
          </h1>
          <p className="text-lg">
            We found the purchase for <strong className="break-all">{view.email}</strong>.
          </p>
          <p>
            To keep your videos private, they open only in the browser you paid in, or from the
            access link we e-mail to that address. Open the link on any device to start watching.
          </p>
          <AccessLinkForm email={view.email} />
          <button type="button" onClick={showBlankForm} className={secondaryButton}>
            Use a different e-mail
          </button>
        </section>
      )}
      {view.name === 'success' && (
        <SuccessView
          headingRef={heading}
          email={view.email}
          hasReturnToBodyAddon={view.hasReturnToBodyAddon}
          course={view.course}
          supportEmail={supportEmail}
          upgrade={upgrade}
        />
      )}
    </div>
  )
}

function VerifyForm({
  headingRef,
  email,
  notice,
  onSubmit,
}: {
  headingRef: Ref<HTMLHeadingElement>
  email: string
  notice?: 'not-found' | 'failed'
  onSubmit: (email: string) => void
}) {
  const id = useId()
  const [value, setValue] = useState(email)
  const [error, setError] = useState<string>()

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const accessLinkSchema = await loadAccessLinkSchema()
    const parsed = accessLinkSchema.safeParse({ email: value })
    if (!parsed.success) return setError(parsed.error.issues[0]?.message)
    onSubmit(parsed.data.email)
  }

  return (
    <section aria-labelledby="watch-heading" className={`${card} grid gap-5`}>
      <h1
        id="watch-heading"
        ref={headingRef}
        tabIndex={-1}
        className="font-serif text-4xl text-plum-900 outline-none"
      >
        Access Your Masterclass
      </h1>
      <p className="text-lg">Enter the e-mail address you used at checkout.</p>
      {notice === 'failed' && (
        <p role="alert" className="rounded-2xl bg-red-50 p-4 font-semibold text-red-800">
          {UNABLE}
        </p>
      )}
      {notice === 'not-found' && (
        <div role="alert" className="grid gap-2 rounded-2xl bg-plum-50 p-4 text-plum-950">
          <p className="font-semibold">
            No purchase was found for <span className="break-all">{email}</span>.
          </p>
          <p>
            Check the spelling, or use the address you paid with. Not a member yet?{' '}
            <Link href="/masterclass" className={textLink}>
              See the masterclass
            </Link>
          </p>
        </div>
      )}
      {/* GET, so that without JavaScript the address still reaches /watch?email=. */}
      <form
        method="get"
        action="/watch"
        noValidate
        onFocus={() => void loadAccessLinkSchema()}
        onSubmit={submit}
        className="grid gap-4"
      >
        <EmailField
          id={`${id}-email`}
          value={value}
          error={error}
          onChange={(next) => {
            setValue(next)
            setError(undefined)
          }}
        />
        <button type="submit" disabled={!value.trim()} className={primaryButton}>
          Verify Purchase &amp; Access Videos
        </button>
        <Link href="/" className={`${secondaryButton}`}>
          Return to Home
        </Link>
      </form>
    </section>
  )
}

const FEATURES = ['90+ minutes', 'HD streaming', 'Lifetime access', 'Download available']

function SuccessView({
  headingRef,
  email,
  hasReturnToBodyAddon,
  course,
  supportEmail,
  upgrade,
}: {
  headingRef: Ref<HTMLHeadingElement>
  email: string
  hasReturnToBodyAddon: boolean
  course: CourseResponse | null
  supportEmail: string
  upgrade: UpgradeOffer | null
}) {
  const withEmail = `?email=${encodeURIComponent(email)}`
  const bonusModules = course?.modules.filter((module) => module.type === 'addon') ?? []
  const courses = course?.courses ?? []
  // The main course's own cards (guide, bonus) are for its buyers; others see their courses.
  const ownsMain = course?.member.hasAccess ?? true
  const support = `mailto:${supportEmail}?subject=Masterclass%20Access%20Help`

  return (
    <>
      <header className="grid gap-3 text-center">
        <p className="text-sm font-semibold tracking-[0.2em] text-plum-700 uppercase">
          Access confirmed
        </p>
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="font-serif text-4xl leading-tight text-plum-900 outline-none sm:text-5xl"
        >
          Welcome to{' '}
          {ownsMain
            ? (course?.course.title ?? 'your masterclass')
            : courses.length === 1
              ? courses[0]!.title
              : 'your courses'}
        </h1>
        <p className="text-lg">
          You’re signed in as <strong className="break-all">{email}</strong>.
        </p>
      </header>

      <section aria-labelledby="watch-how" className={`${card} grid gap-4`}>
        <h2 id="watch-how" className="font-serif text-2xl text-plum-900">
          How to watch
        </h2>
        <p>
          Use the video links in your confirmation e-mail to watch any time. Each link opens your
          lesson right here; the course portal holds every module and keeps track of your progress.
        </p>
        <ul
          aria-label="What’s included"
          className="flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm font-semibold text-plum-800"
        >
          {FEATURES.map((feature) => (
            <li key={feature} className="flex items-center gap-2">
              <CheckIcon className="size-4 text-green-700" />
              {feature}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="watch-help" className={`${card} grid gap-4`}>
        <h2 id="watch-help" className="font-serif text-2xl text-plum-900">
          Need Help?
        </h2>
        <p>Watch every module in the course portal, or write to us and we’ll sort it out.</p>
        <div className="flex flex-wrap gap-3">
          <Link href={`/course${withEmail}`} className={primaryButton}>
            Access Course Portal
          </Link>
          <a href={support} className={secondaryButton}>
            Contact Support
          </a>
        </div>
      </section>

      {(courses.length > 1 || !ownsMain) && (
        <section aria-labelledby="watch-courses" className={`${card} grid gap-4`}>
          <h2 id="watch-courses" className="font-serif text-2xl text-plum-900">
            Your courses
          </h2>
          <ul className="grid gap-3">
            {courses.map((owned) => (
              <li
                key={owned.slug}
                className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-cream-50 p-4 ring-1 ring-plum-100"
              >
                <span className="grid gap-1">
                  <span className="font-semibold text-plum-950">{owned.title}</span>
                  <span className="text-sm text-plum-800">
                    {owned.lessons === 1 ? '1 lesson' : `${owned.lessons} lessons`}
                  </span>
                </span>
                <Link
                  href={`${owned.href}${withEmail}`}
                  aria-label={`Open ${owned.title}`}
                  className={secondaryButton}
                >
                  Open course
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}

      {ownsMain && (
        <section aria-labelledby="watch-guide" className={`${card} grid gap-4`}>
          <h2 id="watch-guide" className="font-serif text-2xl text-plum-900">
            Integration Guide
          </h2>
          <p>A printable companion to carry the practices into your week.</p>
          {course?.course.integrationGuideURL ? (
            <a
              href={course.course.integrationGuideURL}
              download
              className={`${secondaryButton} justify-self-start`}
            >
              Download PDF
            </a>
          ) : (
            <p className="text-plum-800">The guide will be ready to download here soon.</p>
          )}
        </section>
      )}

      {hasReturnToBodyAddon && (
        <section aria-labelledby="watch-bonus" className={`${card} grid gap-4`}>
          <h2 id="watch-bonus" className="font-serif text-2xl text-plum-900">
            Return to the Body
          </h2>
          <p>Your three bonus rituals, ready whenever you are.</p>
          <div className="flex flex-wrap gap-3">
            {bonusModules.map((module) => (
              <Link
                key={module.id}
                href={`/course/${module.id}${withEmail}`}
                className={secondaryButton}
              >
                {module.title}
              </Link>
            ))}
          </div>
        </section>
      )}

      {ownsMain && !hasReturnToBodyAddon && upgrade && (
        <section aria-labelledby="watch-upgrade" className={`${card} grid gap-4`}>
          <h2 id="watch-upgrade" className="font-serif text-2xl text-plum-900">
            Go deeper with Return to the Body
          </h2>
          <p>
            {bonusModules.length > 0
              ? `Three rituals to deepen the masterclass: ${bonusModules.map((module) => module.title).join(', ')}.`
              : 'Three rituals to deepen the masterclass.'}
          </p>
          <Link
            href={upgradeHref(email, upgrade)}
            className={`${primaryButton} justify-self-start`}
          >
            {upgrade.label}
          </Link>
        </section>
      )}

      <p className="text-center">
        Questions? Write to{' '}
        <a href={support} className={textLink}>
          {supportEmail}
        </a>
      </p>
    </>
  )
}
