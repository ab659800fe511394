'use client'

import type { Appearance, Stripe, StripeElements } from '@stripe/stripe-js'
import { useCallback, useEffect, useRef, useState } from 'react'

import type { CreatePaymentIntentResponse } from '@/commerce/api'

import { UNEXPECTED_ERROR, watchPath } from './paymentApi'

const appearance: Appearance = {
  theme: 'stripe',
  variables: {
    colorPrimary: '#55244b',
    colorText: '#2a1026',
    colorBackground: '#ffffff',
    borderRadius: '12px',
  },
}

export type StripeConfirmResult = { error: string } | { error: null }

/**
 * Stripe's Payment Element for a payment intent in Stripe mode. Stripe.js is fetched from Stripe
 * only here, by a dynamic import, so no other page (and no demo checkout) loads it.
 */
export function useStripePayment(intent: CreatePaymentIntentResponse | null) {
  const publishableKey = intent?.mode === 'stripe' ? intent.publishableKey : undefined
  const clientSecret = intent?.mode === 'stripe' ? intent.clientSecret : undefined
  const [stripe, setStripe] = useState<Stripe | null>(null)
  const [container, setContainer] = useState<HTMLDivElement | null>(null)
  const [readyFor, setReadyFor] = useState<string | null>(null)
  const [loadFailed, setLoadFailed] = useState(false)
  const elements = useRef<{ clientSecret: string; group: StripeElements } | null>(null)

  useEffect(() => {
    if (!publishableKey) return
    let current = true
    import('@stripe/stripe-js')
      .then(({ loadStripe }) => loadStripe(publishableKey))
      .then(
        (loaded) => {
          if (!current) return
          setStripe(loaded)
          setLoadFailed(!loaded)
        },
        () => current && setLoadFailed(true),
      )
    return () => {
      current = false
    }
  }, [publishableKey])

  useEffect(() => {
    if (!stripe || !clientSecret || !container) return
    const group = stripe.elements({ clientSecret, appearance })
    const element = group.create('payment', { layout: 'tabs', fields: { billingDetails: 'auto' } })
    element.on('ready', () => setReadyFor(clientSecret))
    element.on('loaderror', () => setLoadFailed(true))
    element.mount(container)
    elements.current = { clientSecret, group }
    return () => {
      element.destroy()
      elements.current = null
    }
  }, [stripe, clientSecret, container])

  /** After the server updated the intent (the bonus toggled), the element shows the new amount. */
  const refresh = useCallback(async (updated: CreatePaymentIntentResponse) => {
    const current = elements.current
    if (updated.mode !== 'stripe' || current?.clientSecret !== updated.clientSecret) return
    await current.group.fetchUpdates()
  }, [])

  const confirm = useCallback(
    async (email: string): Promise<StripeConfirmResult | 'missing'> => {
      const current = elements.current
      if (!stripe || !current || !email) return 'missing'
      const confirmParams = { return_url: `${window.location.origin}${watchPath(email)}` }
      // A membership whose free trial charges nothing today is confirmed as a card set up.
      const { error } = current.clientSecret.startsWith('seti_')
        ? await stripe.confirmSetup({ elements: current.group, confirmParams })
        : await stripe.confirmPayment({ elements: current.group, confirmParams })
      // Only reached when Stripe did not redirect to the return address.
      return { error: error?.message || UNEXPECTED_ERROR }
    },
    [stripe],
  )

  return {
    mountOn: setContainer,
    ready: Boolean(clientSecret) && readyFor === clientSecret,
    loadFailed,
    refresh,
    confirm,
  }
}
