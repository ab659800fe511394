import type { PayloadRequest } from 'payload'
import type Stripe from 'stripe'

import { adjustSpots, markPaid, releaseHold, releaseRefunded } from './capacity'
import { queueWorkshopConfirmation } from './email'
import { recordConversion } from '@/analytics/recordConversion'
import { asSystem, inOperation } from '@/core/operation'
import { enrolByEmail } from '@/email/sequences/enrol'

/** What the fulfilment reads from a Checkout Session; the demo confirmation builds the same. */
export type WorkshopCheckoutSession = Pick<
  Stripe.Checkout.Session,
  'id' | 'metadata' | 'amount_total' | 'payment_status' | 'payment_intent'
>

function registrationIdOf({ payload }: PayloadRequest, session: WorkshopCheckoutSession) {
  const id = Number(session.metadata?.registrationId)
  if (Number.isSafeInteger(id) && id > 0) return id
  payload.logger.warn(`Workshop checkout session ${session.id} has no registration id; ignored.`)
  return null
}

/**
 * checkout.session.completed (and the demo confirmation): the registration becomes paid, the
 * owner's revenue gets a conversion event and she gets her confirmation, all once however often
 * Stripe retries. A payment that arrives after her hold was released still gets its spot: she
 * has paid, so the workshop may go one over rather than turn her away.
 */
export async function markWorkshopRegistrationPaid(
  req: PayloadRequest,
  session: WorkshopCheckoutSession,
): Promise<void> {
  const registrationId = registrationIdOf(req, session)
  if (!registrationId) return
  // Cards settle at once; a delayed method is not paid yet, and then nothing changes here.
  if (session.payment_status !== 'paid' && session.payment_status !== 'no_payment_required') return

  await inOperation(req, async (req) => {
    const { payload } = req
    let mode: 'stripe' | 'demo' = 'stripe'
    const paid = await markPaid(req, {
      registrationId,
      checkoutSessionId: session.id,
      amountPaidInCents: session.amount_total ?? 0,
      paymentIntentId:
        typeof session.payment_intent === 'string'
          ? session.payment_intent
          : (session.payment_intent?.id ?? null),
    })
    if (paid) {
      if (paid.previous_status === 'expired') {
        payload.logger.warn(
          `Workshop registration ${paid.id} was paid after its hold expired; it takes a spot again.`,
        )
        await adjustSpots(req, paid.workshop_id, 1)
      }
      const registration = await payload.findByID({
        collection: 'workshop-registrations',
        id: paid.id,
        depth: 0,
        ...asSystem('paymentWebhook'),
        req,
      })
      mode = registration.mode
      await enrolByEmail(req, paid.participant_email, { kind: 'workshop' })
      await recordConversion(req, {
        eventType: 'workshop_registration',
        eventValue: paid.amount_paid_in_cents / 100,
        userEmail: paid.participant_email,
        metadata: {
          registrationId: paid.id,
          workshopSlug: session.metadata?.workshopSlug ?? null,
          checkoutSessionId: session.id,
          mode,
        },
      })
      // Queued in the transaction: a paid registration never lacks its confirmation.
      const workshop = await payload.findByID({
        collection: 'workshops',
        id: paid.workshop_id,
        depth: 0,
        ...asSystem('paymentWebhook'),
        req,
      })
      await queueWorkshopConfirmation(
        payload,
        {
          workshop,
          to: paid.participant_email,
          name: paid.participant_name || 'friend',
          amountPaidInCents: paid.amount_paid_in_cents,
          mode,
        },
        req,
      )
    }
  })
}

/** checkout.session.expired: the unpaid registration gives its spot back, once. */
export async function releaseWorkshopRegistration(
  req: PayloadRequest,
  session: Pick<Stripe.Checkout.Session, 'id' | 'metadata'>,
): Promise<void> {
  const registrationId = registrationIdOf(req, session as WorkshopCheckoutSession)
  if (registrationId) await releaseHold(req, registrationId, session.id)
}

/**
 * charge.refunded for a workshop payment: the registration is marked refunded, its spot freed and
 * the refund recorded against revenue, once. False when the payment was not a workshop
 * registration's, or was already refunded.
 */
export async function refundWorkshopRegistration(
  req: PayloadRequest,
  paymentIntentId: string,
): Promise<boolean> {
  // The spot and the revenue record change together, or neither does.
  return inOperation(req, async (req) => {
    const [refunded] = await releaseRefunded(req, paymentIntentId)
    if (!refunded) return false
    await recordConversion(req, {
      eventType: 'workshop_refund',
      eventValue: -(refunded.amount_paid_in_cents ?? 0) / 100,
      userEmail: refunded.participant_email,
      metadata: { registrationId: refunded.id, paymentIntentId },
    })
    return true
  })
}
