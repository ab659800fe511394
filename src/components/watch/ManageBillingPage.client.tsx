'use client'

import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react'

import type { BillingOrder, MyBillingResponse } from '@/commerce/billing/api'
import { DECLINES_LATER_HINT, DEMO_CARDS } from '@/commerce/demoCard'
import {
  type DemoCard,
  DemoCardFields,
  demoCardIsComplete,
  emptyDemoCard,
} from '@/components/checkout/DemoCardFields'
import Link from '@/components/SiteLink'
import { formatUSD } from '@/utilities/money'

import { loadMyBilling, openBillingPortal } from './ManageBilling.client'
import { card, primaryButton, secondaryButton, textLink } from './styles'

const longDate = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString(undefined, { dateStyle: 'long' }) : null

const planDone = (order: BillingOrder) =>
  order.priceType === 'payment-plan' && order.installmentsPaid >= (order.installmentsTotal ?? 0)

function terms(order: BillingOrder) {
  const each = formatUSD(order.amountInCents, { cents: true })
  return order.priceType === 'payment-plan'
    ? `${order.installmentsTotal ?? '?'} payments of ${each}`
    : `${each} each period`
}

function standing(order: BillingOrder): string {
  const until = longDate(order.currentPeriodEnd)
  if (order.status === 'past_due') {
    return 'A payment did not go through. Your course is paused until it is paid.'
  }
  if (order.status === 'cancelled') return 'Ended. Your course is closed.'
  if (order.status === 'refunded') return 'Refunded. Your course is closed.'
  if (planDone(order)) return 'Paid in full. Your course is yours for good.'
  if (order.priceType === 'payment-plan') {
    return `${order.installmentsPaid} of ${order.installmentsTotal} payments made.${until ? ` Next payment on ${until}.` : ''}`
  }
  if (order.cancelAtPeriodEnd) {
    return `Cancelled: your course stays open until ${until ?? 'the end of the paid period'}, and nothing more is charged.`
  }
  return until ? `Renews on ${until}.` : 'Active.'
}

async function post(path: string, body: unknown) {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    credentials: 'include',
    body: JSON.stringify(body),
  }).catch(() => null)
  const answer = (await response?.json().catch(() => null)) as { message?: string } | null
  if (!response?.ok) throw new Error(answer?.message || 'That did not work. Please try again.')
}

function PayFailed({ order, onDone }: { order: BillingOrder; onDone: (note: string) => void }) {
  const [cardDetails, setCard] = useState<DemoCard>(emptyDemoCard)
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const hintId = useId()

  async function submit(event: FormEvent) {
    event.preventDefault()
    setBusy(true)
    setProblem(null)
    try {
      await post('/api/member/demo-billing/pay', { order: order.id, ...cardDetails })
      onDone('Paid. Your course is open again.')
    } catch (failure) {
      setProblem((failure as Error).message)
      setBusy(false)
    }
  }

  return (
    <form onSubmit={submit} className="mt-4 grid gap-4" aria-describedby={hintId}>
      <DemoCardFields card={cardDetails} onChange={setCard} />
      <p id={hintId} className="text-sm">
        Also: <span className="font-mono">{DEMO_CARDS.declinesLater}</span> — {DECLINES_LATER_HINT}.
      </p>
      {problem && (
        <p className="font-semibold text-red-800" role="alert">
          {problem}
        </p>
      )}
      <button
        type="submit"
        className={primaryButton}
        disabled={busy || !demoCardIsComplete(cardDetails)}
      >
        {busy ? 'Paying…' : `Pay ${formatUSD(order.amountInCents, { cents: true })}`}
      </button>
    </form>
  )
}

function OrderCard({
  order,
  mode,
  onDone,
}: {
  order: BillingOrder
  mode: MyBillingResponse['mode']
  onDone: (note: string) => void
}) {
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const headingId = useId()
  const demo = mode === 'demo' && order.mode === 'demo'

  async function act(work: () => Promise<string | void>) {
    setBusy(true)
    setProblem(null)
    try {
      const note = await work()
      if (note) onDone(note)
    } catch (failure) {
      setProblem((failure as Error).message)
    } finally {
      setBusy(false)
    }
  }

  const cancel = (resume: boolean) =>
    act(async () => {
      await post('/api/member/demo-billing/cancel', { order: order.id, resume })
      return resume
        ? 'Your membership continues.'
        : 'Cancelled at the end of the period. Your course stays open until then.'
    })

  return (
    <li className={card} aria-labelledby={headingId}>
      <h2 id={headingId} className="font-heading text-xl text-plum-950">
        {order.offerName}
      </h2>
      <p className="mt-1 text-sm text-plum-800">
        {order.priceType === 'payment-plan' ? 'Payment plan' : 'Membership'}: {terms(order)}
      </p>
      <p className="mt-3">{standing(order)}</p>
      {problem && (
        <p className="mt-3 font-semibold text-red-800" role="alert">
          {problem}
        </p>
      )}
      {demo && order.status === 'past_due' && <PayFailed order={order} onDone={onDone} />}
      {demo && order.priceType === 'subscription' && order.status === 'paid' && (
        <button
          type="button"
          className={`${secondaryButton} mt-4`}
          disabled={busy}
          onClick={() => cancel(order.cancelAtPeriodEnd)}
        >
          {order.cancelAtPeriodEnd ? 'Keep my membership' : 'Cancel at the end of the period'}
        </button>
      )}
      {mode === 'stripe' && order.mode === 'stripe' && order.status !== 'cancelled' && (
        <button
          type="button"
          className={`${secondaryButton} mt-4`}
          disabled={busy}
          onClick={() => act(async () => window.location.assign(await openBillingPortal(order.id)))}
        >
          Manage on Stripe
        </button>
      )}
    </li>
  )
}

/**
 * /watch/billing: her payment plans and memberships. In demo mode it stands in, labelled, for
 * Stripe's customer portal: she cancels a membership at the end of the period or pays a failed
 * payment with another test card (the same operations as Stripe's webhooks); with Stripe, each
 * links to Stripe's portal.
 */
export function ManageBillingPage() {
  const [billing, setBilling] = useState<MyBillingResponse | null | 'loading'>('loading')
  const [note, setNote] = useState('')
  const heading = useRef<HTMLHeadingElement>(null)

  const reload = useCallback(() => {
    void loadMyBilling().then(setBilling)
  }, [])
  useEffect(() => {
    let live = true
    void loadMyBilling().then((answer) => live && setBilling(answer))
    return () => {
      live = false
    }
  }, [])

  const done = (message: string) => {
    setNote(message)
    reload()
    heading.current?.focus()
  }

  return (
    <div className="mx-auto grid max-w-2xl gap-6 px-4 py-12 sm:px-6">
      <h1 ref={heading} tabIndex={-1} className="font-heading text-3xl text-plum-950">
        Your payments
      </h1>
      <p className="sr-only" role="status">
        {note}
      </p>
      {note && <p className="font-semibold text-plum-900">{note}</p>}
      {billing === 'loading' ? (
        <p>Loading your payments…</p>
      ) : !billing ? (
        <p>
          Sign in with the access link from your e-mail first:{' '}
          <Link href="/watch" className={textLink}>
            get your access link
          </Link>
          .
        </p>
      ) : (
        <>
          {billing.mode === 'demo' && (
            <div className="rounded-2xl border-2 border-dashed border-plum-700 p-4 text-sm">
              <p className="font-semibold text-plum-900">Test mode — no real payment is taken</p>
              <p className="mt-1">
                This page stands in for Stripe’s billing page while the site runs without Stripe.
              </p>
            </div>
          )}
          {billing.orders.length === 0 ? (
            <p>You have no payment plan or membership.</p>
          ) : (
            <ul className="grid gap-6">
              {billing.orders.map((order) => (
                <OrderCard key={order.id} order={order} mode={billing.mode} onDone={done} />
              ))}
            </ul>
          )}
        </>
      )}
      <p>
        <Link href="/watch" className={textLink}>
          Back to your courses
        </Link>
      </p>
    </div>
  )
}
