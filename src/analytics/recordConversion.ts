import type { PayloadRequest } from 'payload'

import { asSystem } from '@/core/operation'

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
export const recordConversion = (req: PayloadRequest, conversion: Conversion) =>
  req.payload.create({
    collection: 'conversion-events',
    data: conversion,
    depth: 0,
    req,
    ...asSystem('revenueLedger'),
  })
