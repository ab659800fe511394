import Stripe from 'stripe'

import type { PaymentMode } from './api'

let client: Stripe | null | undefined

/** Stripe's server client when STRIPE_SECRET_KEY is set; null means no real payments here. */
export function getStripe(): Stripe | null {
  if (client === undefined) {
    const key = process.env.STRIPE_SECRET_KEY
    // STRIPE_API_BASE points the client at a local stand-in (tests); unset, it talks to Stripe.
    const base = process.env.STRIPE_API_BASE ? new URL(process.env.STRIPE_API_BASE) : undefined
    client = key
      ? new Stripe(key, {
          maxNetworkRetries: 2,
          timeout: 20_000,
          ...(base && {
            host: base.hostname,
            port: Number(base.port),
            protocol: base.protocol.replace(':', '') as 'http' | 'https',
          }),
        })
      : null
  }
  return client
}

/**
 * Demo payments stand in for Stripe on a machine without keys, so the whole purchase flow can be
 * tried. They never run beside a real Stripe key, and a production build refuses them unless the
 * operator opts in with ALLOW_DEMO_PAYMENTS=1 (npm start does, and says so, when no key is set).
 */
export function demoPaymentsAllowed(env: Record<string, string | undefined> = process.env) {
  if (env.STRIPE_SECRET_KEY) return false
  return env.NODE_ENV !== 'production' || env.ALLOW_DEMO_PAYMENTS === '1'
}

export function paymentMode(
  env: Record<string, string | undefined> = process.env,
): PaymentMode | 'unavailable' {
  if (env.STRIPE_SECRET_KEY) return 'stripe'
  return demoPaymentsAllowed(env) ? 'demo' : 'unavailable'
}

export const paymentsUnavailable = () =>
  Response.json(
    { message: 'Payments are not available right now. Please try again later or contact support.' },
    { status: 503 },
  )
