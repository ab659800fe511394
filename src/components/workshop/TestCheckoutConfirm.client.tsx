'use client'

import { useState } from 'react'

import { sameOriginPath } from '@/commerce/redirects'
import { toast } from '@/components/toast'
import { WORKSHOP_MESSAGES } from '@/workshops/constants'

/**
 * The demo checkout's button: it asks the server to confirm the test registration (the same
 * fulfilment a Stripe payment runs) and then follows the server back to the workshop page.
 */
export function TestCheckoutConfirm({ sessionId, label }: { sessionId: string; label: string }) {
  const [pending, setPending] = useState(false)

  async function confirm() {
    if (pending) return
    setPending(true)
    try {
      const response = await fetch('/api/workshop/test-checkout/confirm', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        credentials: 'include',
        body: JSON.stringify({ sessionId }),
      })
      const body = (await response.json().catch(() => null)) as {
        redirectTo?: string
        message?: string
      } | null
      const target = sameOriginPath(body?.redirectTo)
      if (!response.ok || !target) {
        throw new Error(body?.message || WORKSHOP_MESSAGES.failure.description)
      }
      window.location.assign(target)
    } catch (error) {
      const description =
        error instanceof TypeError
          ? WORKSHOP_MESSAGES.failure.description
          : (error as Error).message
      toast({ title: WORKSHOP_MESSAGES.failure.title, description, variant: 'destructive' })
      setPending(false)
    }
  }

  return (
    <button
      type="button"
      onClick={confirm}
      disabled={pending}
      className="inline-flex min-h-12 w-full items-center justify-center rounded-full bg-plum-800 px-7 py-3 font-semibold text-cream-50 hover:bg-plum-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-plum-800 disabled:opacity-70"
    >
      {pending ? 'Processing...' : label}
    </button>
  )
}
