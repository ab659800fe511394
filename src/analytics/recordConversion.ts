import type { PayloadRequest } from 'payload'

import { asSystem } from '@/core/operation'

import { countBusinessEvent } from './count'

type Conversion = {
  eventType: 'purchase' | 'refund' | 'workshop_registration' | 'workshop_refund'
  /** Dollars; negative for money given back. */
  eventValue: number
  userEmail: string
  metadata: Record<string, unknown>
}

/**
 * Appends a money event to the owner's revenue record, in the caller's transaction. Whoever
 * caused it (a webhook, the owner refunding, a buyer paying), the ledger itself is written by the
 * system: nobody, the owner included, types revenue in.
 */
export async function recordConversion(req: PayloadRequest, conversion: Conversion) {
  const event = await req.payload.create({
    collection: 'conversion-events',
    data: conversion,
    depth: 0,
    req,
    ...asSystem('revenueLedger'),
  })
  // A sale (a course or a workshop place) is also a step of the visit funnel.
  const funnelStep = FUNNEL_STEPS[conversion.eventType]
  if (funnelStep) {
    await countBusinessEvent(req, funnelStep, {
      email: conversion.userEmail,
      valueCents: Math.round(conversion.eventValue * 100),
      link: paymentOf(conversion.metadata),
      props: { kind: conversion.eventType },
    })
  }
  return event
}

/** The payment's id in a conversion's metadata: a course's intent, a workshop's session. */
const paymentOf = (metadata: Record<string, unknown>) => {
  const id = metadata.paymentIntentId ?? metadata.checkoutSessionId
  return typeof id === 'string' ? id : null
}

const FUNNEL_STEPS: Partial<Record<Conversion['eventType'], 'purchase' | 'workshop_registration'>> =
  { purchase: 'purchase', workshop_registration: 'workshop_registration' }
