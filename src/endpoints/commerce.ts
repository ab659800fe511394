import type { Endpoint } from 'payload'

import { billingEndpoints } from './billing'
import { courseEndpoint, coursePreviewEndpoint } from './course'
import { courseProgressEndpoint } from './courseProgress'
import { createPaymentIntentEndpoint } from './createPaymentIntent'
import { demoPaymentConfirmEndpoint } from './demoPaymentConfirm'
import { downloadEndpoint, lessonDownloadEndpoint } from './download'
import { memberAccessLinkEndpoint } from './memberAccessLink'
import { memberClaimPaymentEndpoint } from './memberClaimPayment'
import { memberSignInEndpoints } from './memberSignIn'
import { memberSignOutEndpoint } from './memberSignOut'
import { stripeWebhookEndpoint } from './stripeWebhook'
import { verifyPurchaseEndpoint } from './verifyPurchase'

/** Checkout, buyer access and the course portal's endpoints. */
export const commerceEndpoints: Endpoint[] = [
  createPaymentIntentEndpoint,
  demoPaymentConfirmEndpoint,
  stripeWebhookEndpoint,
  verifyPurchaseEndpoint,
  downloadEndpoint,
  lessonDownloadEndpoint,
  memberClaimPaymentEndpoint,
  memberAccessLinkEndpoint,
  ...memberSignInEndpoints,
  memberSignOutEndpoint,
  courseEndpoint,
  coursePreviewEndpoint,
  courseProgressEndpoint,
  ...billingEndpoints,
]
