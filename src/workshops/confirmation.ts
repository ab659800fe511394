import type { Payload } from 'payload'

import { demoPaymentsAllowed, getStripe } from '@/commerce/stripe'
import type { Workshop, WorkshopRegistration } from '@/payload-types'

import { releaseHold } from './capacity'
import { markWorkshopRegistrationPaid } from './fulfil'
import { confirmationPath } from './checkout'
import { asSystem, systemRequest } from '@/core/operation'
import { AppError, errorAnswer } from '@/core/errors'

export type RegistrationByCheckout = WorkshopRegistration & { workshop: Workshop }

export async function findRegistrationByCheckout(
  payload: Payload,
  checkoutSessionId: string,
): Promise<RegistrationByCheckout | undefined> {
  const { docs } = await payload.find({
    collection: 'workshop-registrations',
    where: { checkoutSessionId: { equals: checkoutSessionId } },
    depth: 1,
    limit: 1,
    ...asSystem('paymentWebhook'),
  })
  const registration = docs[0]
  if (!registration || typeof registration.workshop !== 'object') return undefined
  return registration as RegistrationByCheckout
}

/**
 * Her registration when she comes back from checkout. If Stripe's webhook has not arrived yet,
 * Stripe is asked directly, and a paid session is fulfilled by the same (idempotent) code.
 */
export async function registrationAfterCheckout(payload: Payload, checkoutSessionId: string) {
  const registration = await findRegistrationByCheckout(payload, checkoutSessionId)
  if (!registration || registration.paymentStatus !== 'pending' || registration.mode !== 'stripe') {
    return registration
  }
  const stripe = await getStripe()
  if (!stripe) return registration
  try {
    const session = await stripe.checkout.sessions.retrieve(checkoutSessionId)
    if (session.metadata?.kind !== 'workshop' || session.payment_status !== 'paid') {
      return registration
    }
    await markWorkshopRegistrationPaid(await systemRequest(payload, 'paymentWebhook'), session)
    return findRegistrationByCheckout(payload, checkoutSessionId)
  } catch (error) {
    payload.logger.warn({ err: error, msg: 'Could not ask Stripe about a workshop checkout' })
    return registration
  }
}

/** An unpaid test checkout can no longer be paid once its hold has ended (HOLD_MINUTES). */
export const checkoutExpired = (
  registration: Pick<WorkshopRegistration, 'paymentStatus' | 'expiresAt'>,
  now = new Date(),
) =>
  registration.paymentStatus === 'expired' ||
  registration.paymentStatus === 'refunded' ||
  (registration.paymentStatus === 'pending' &&
    Boolean(registration.expiresAt) &&
    new Date(registration.expiresAt!).getTime() < now.getTime())

type Answer = { status: number; body: { redirectTo: string } | { message: string } }

/**
 * The labelled test checkout's "Confirm" button: no money moves, and the registration goes
 * through exactly the fulfilment a Stripe payment goes through.
 */
export async function confirmDemoCheckout(payload: Payload, sessionId: string): Promise<Answer> {
  if (!demoPaymentsAllowed()) {
    return errorAnswer(new AppError('forbidden', 'Test payments are not available on this site.'))
  }
  const registration = await findRegistrationByCheckout(payload, sessionId)
  if (!registration || registration.mode !== 'demo') {
    return errorAnswer(new AppError('not_found', 'This test checkout does not exist.'))
  }
  const redirectTo = confirmationPath(registration.workshop.slug, sessionId)
  if (registration.paymentStatus === 'paid') return { status: 200, body: { redirectTo } }

  if (checkoutExpired(registration)) {
    await releaseHold(await systemRequest(payload, 'paymentWebhook'), registration.id)
    return errorAnswer(
      new AppError(
        'gone',
        'This test checkout has expired and its spot was released. Please register again.',
      ),
    )
  }
  await markWorkshopRegistrationPaid(await systemRequest(payload, 'paymentWebhook'), {
    id: sessionId,
    metadata: {
      kind: 'workshop',
      registrationId: String(registration.id),
      workshopSlug: registration.workshop.slug,
    },
    amount_total: registration.priceInCents,
    payment_status: 'paid',
    payment_intent: null,
  })
  return { status: 200, body: { redirectTo } }
}
