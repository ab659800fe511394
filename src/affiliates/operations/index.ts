import { operations } from '@/core/defineOperation'
import { nothing } from '@/core/inputs'

import { affiliateCommissionsCsv, loadAffiliateReport } from '../report'
import {
  affiliateClickSchema,
  affiliateIdSchema,
  affiliatePageSchema,
  commissionIdsSchema,
} from '../schema'
import { approveCommissions } from './approveCommissions'
import { getAffiliatePage } from './getAffiliatePage'
import { markCommissionsPaid } from './markCommissionsPaid'
import { recordAffiliateClick } from './recordAffiliateClick'
import { sendAffiliatePageLink } from './sendAffiliatePageLink'

/** Her referral partners: their clicks, pages and commissions. */
export const affiliateOperations = operations({
  recordAffiliateClick: {
    description:
      'A visitor arrives through an affiliate’s link (?ref=): the click is counted without her address, and a sale within 30 days is credited to that affiliate (the last link she followed).',
    input: affiliateClickSchema,
    audience: 'public',
    effect: 'write',
    run: recordAffiliateClick,
  },

  getAffiliatePage: {
    description:
      'An affiliate opens her own page by the link she was e-mailed: her link, clicks, sales and earnings, nothing about anyone else.',
    input: affiliatePageSchema,
    audience: 'public',
    effect: 'read',
    run: getAffiliatePage,
  },

  getAffiliateReport: {
    description:
      'The Affiliates view: each affiliate’s clicks, sales, commissions to approve, to pay, paid and refunded, and her earnings; the commissions to act on.',
    input: nothing,
    audience: 'owner',
    effect: 'read',
    run: (req) => loadAffiliateReport(req),
  },

  exportAffiliateCommissions: {
    description:
      'Every affiliate commission as a spreadsheet (CSV): the affiliate and her PayPal, the sale, what the buyer paid, the commission and where it stands.',
    input: nothing,
    audience: 'owner',
    effect: 'read',
    run: (req) => affiliateCommissionsCsv(req),
  },

  approveCommissions: {
    description:
      'Approves affiliate commissions whose sale stands, so they are ready to pay (a refunded sale’s cannot be approved).',
    input: commissionIdsSchema,
    audience: 'owner',
    effect: 'write',
    run: approveCommissions,
  },

  markCommissionsPaid: {
    description:
      'Records that she paid approved affiliate commissions (by PayPal or otherwise), dated today.',
    input: commissionIdsSchema,
    audience: 'owner',
    effect: 'write',
    run: markCommissionsPaid,
  },

  sendAffiliatePageLink: {
    description:
      'E-mails an affiliate the link to her own page (her link to share, her clicks, sales and earnings); it works for 90 days.',
    input: affiliateIdSchema,
    audience: 'owner',
    effect: 'write',
    run: sendAffiliatePageLink,
  },
})
