import type { GlobalConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'

/**
 * Demo mode only: how far the demo payments' clock runs ahead of the real one, so instalments,
 * renewals and the end of a paid period can be tried (and tested) without waiting a month.
 * Never read with a Stripe key: Stripe keeps its own clock.
 */
export const BillingClock: GlobalConfig = {
  slug: 'billing-clock',
  label: 'Demo payments clock',
  admin: { hidden: true },
  access: { read: isAdmin, update: isAdmin },
  fields: [{ name: 'offsetMs', type: 'number', required: true, defaultValue: 0 }],
}
