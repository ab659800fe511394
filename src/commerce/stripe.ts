import type Stripe from 'stripe'

import { getServerSideURL, isLocalServer } from '@/utilities/getURL'

import type { PaymentMode } from './api'

let client: Stripe | null | undefined

/**
 * Stripe's library (218 modules) is loaded on first use, not with the app: a site without keys, a
 * process that never takes a payment (the jobs worker, most tests) never loads it.
 */
export async function loadStripe(): Promise<typeof Stripe> {
  return (await import('stripe')).default
}

/** Stripe's server client when STRIPE_SECRET_KEY is set; null means no real payments here. */
export async function getStripe(): Promise<Stripe | null> {
  if (client === undefined) {
    const key = process.env.STRIPE_SECRET_KEY
    // STRIPE_API_BASE points the client at a local stand-in (tests); unset, it talks to Stripe.
    const base = process.env.STRIPE_API_BASE ? new URL(process.env.STRIPE_API_BASE) : undefined
    client = key
      ? new (await loadStripe())(key, {
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

/** What a visitor reads when this site cannot take payments (spec-silent; honest and short). */
export const PAYMENTS_NOT_SET_UP = 'Payments are not set up yet.'

/**
 * Demo payments stand in for Stripe on a machine without keys, so the whole purchase flow can be
 * tried. They never run beside a real Stripe key, and only on a site served to its own machine
 * (localhost) unless the operator says ALLOW_DEMO_PAYMENTS=1: a public deployment that forgot its
 * keys must not give the course away. ALLOW_DEMO_PAYMENTS=0 turns them off everywhere.
 */
export function demoPaymentsAllowed(env: Record<string, string | undefined> = process.env) {
  if (env.STRIPE_SECRET_KEY) return false
  if (env.ALLOW_DEMO_PAYMENTS === '1') return true
  if (env.ALLOW_DEMO_PAYMENTS !== undefined && env.ALLOW_DEMO_PAYMENTS !== '') return false
  return isLocalServer(getServerSideURL(env))
}

export function paymentMode(
  env: Record<string, string | undefined> = process.env,
): PaymentMode | 'unavailable' {
  if (env.STRIPE_SECRET_KEY) return 'stripe'
  return demoPaymentsAllowed(env) ? 'demo' : 'unavailable'
}
