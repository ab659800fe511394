'use client'

import { useEffect, useState } from 'react'

import type { BillingPortalResponse, MyBillingResponse } from '@/commerce/billing/api'

import { secondaryButton } from './styles'

/** GET /api/member/billing, or null (signed out, no plan, unreachable): nothing is shown then. */
export async function loadMyBilling(): Promise<MyBillingResponse | null> {
  try {
    const response = await fetch('/api/member/billing', { credentials: 'include' })
    return response.ok ? ((await response.json()) as MyBillingResponse) : null
  } catch {
    return null
  }
}

/** POST /api/member/billing-portal: where "Manage billing" goes, or the server's words. */
export async function openBillingPortal(order?: number): Promise<string> {
  const response = await fetch('/api/member/billing-portal', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    credentials: 'include',
    body: JSON.stringify(order === undefined ? {} : { order }),
  }).catch(() => null)
  const answer = (await response?.json().catch(() => null)) as
    (Partial<BillingPortalResponse> & { message?: string }) | null
  if (!response?.ok || !answer?.url) {
    throw new Error(answer?.message || 'We could not open your billing page. Please try again.')
  }
  return answer.url
}

type Props = {
  /** Extra classes for the wrapper (its place in the page's layout). */
  className?: string
  /**
   * Whether her browser sent a member session cookie with the page. Without one the server can
   * only answer 401, so nothing is asked (and no failed request shows in the console).
   */
  signedIn?: boolean
}

/**
 * "Manage billing" for a signed-in buyer with a payment plan or membership: Stripe's customer
 * portal (her card, a failed payment, cancelling at the end of the period), or in demo mode the
 * labelled demo billing page. It asks the server itself (her session cookie decides), so it
 * renders nothing for anyone else and needs no props; mount it where /watch shows her courses.
 */
export function ManageBilling({ className, signedIn = true }: Props) {
  const [billing, setBilling] = useState<MyBillingResponse | null>(null)
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)

  useEffect(() => {
    if (!signedIn) return
    let live = true
    void loadMyBilling().then((answer) => live && setBilling(answer))
    return () => {
      live = false
    }
  }, [signedIn])

  if (!billing || billing.mode === 'unavailable' || billing.orders.length === 0) return null
  const owing = billing.orders.some((order) => order.status === 'past_due')

  async function open() {
    setBusy(true)
    setProblem(null)
    try {
      window.location.assign(await openBillingPortal())
    } catch (failure) {
      setProblem((failure as Error).message)
      setBusy(false)
    }
  }

  return (
    <div className={className}>
      {owing && (
        <p className="mb-3 font-semibold text-red-800" role="status">
          A payment did not go through, so your course is paused. Update your card to open it again.
        </p>
      )}
      <button type="button" className={secondaryButton} onClick={open} disabled={busy}>
        {busy ? 'Opening…' : 'Manage billing'}
      </button>
      {problem && (
        <p className="mt-2 text-sm text-red-800" role="alert">
          {problem}
        </p>
      )}
    </div>
  )
}
