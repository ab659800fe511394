import type { PayloadRequest } from 'payload'

import type { Order } from '@/payload-types'

import type { PaymentMode, PurchaseKind } from '../api'
import { fulfilOrder } from './fulfilOrder'

/**
 * The first shop's confirmed payment, kept only while its callers move to fulfilOrder (issue 25):
 * the order is the one created with this payment intent.
 */
export type ConfirmedPayment = {
  paymentIntentId: string
  email: string
  amountInCents: number
  purchase: PurchaseKind
  hasReturnToBodyAddon: boolean
  mode: PaymentMode
}

/** @deprecated Call fulfilOrder: this forwards to it by payment intent. */
export async function fulfilPayment(
  req: PayloadRequest,
  payment: ConfirmedPayment,
): Promise<{ purchase: Order; created: boolean }> {
  const { order, created } = await fulfilOrder(req, {
    order: { paymentIntentId: payment.paymentIntentId },
    providerPaymentId: payment.paymentIntentId,
    amountInCents: payment.amountInCents,
    mode: payment.mode,
  })
  return { purchase: order, created }
}
