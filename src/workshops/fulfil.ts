import type { Payload } from 'payload'
import type Stripe from 'stripe'

// Stub: the Stripe webhook calls these; the workshop work fills them in.
export async function markWorkshopRegistrationPaid(
  _payload: Payload,
  _session: Stripe.Checkout.Session,
): Promise<void> {}

export async function releaseWorkshopRegistration(
  _payload: Payload,
  _session: Stripe.Checkout.Session,
): Promise<void> {}
