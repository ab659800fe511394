import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { releaseAbandonedHolds } from '@/commerce/coupons/hold'
import { resumeStrandedSends } from '@/email/operations/deliverMessage'
import { resumeStalledCampaigns } from '@/email/operations/runCampaign'
import { resumeOverdueSteps } from '@/email/operations/runSequenceStep'
import { resumeStalledImports } from '@/imports/operations/runImport'
import { remindOfWaitingAsks } from '@/privacy/erasureAsks'
import { deleteExpiredLeftovers } from '@/privacy/retention'
import { deleteExpiredRateLimits } from '@/security/rateLimit'
import { writeAsSystem } from '@/utilities/sql'
import { releaseExpiredHoldsAndCheckouts } from '@/workshops/checkout'

export type CleanUpResult = {
  /** Workshop spots of unpaid holds, and coupon uses held by checkouts left unpaid (30 minutes). */
  releasedHolds: number
  deletedRateLimits: number
  deletedSessions: number
  deletedLinks: number
  resumedCampaigns: number
  resumedSteps: number
  /** sendEmail jobs whose runner died mid-run, made runnable again (deliverMessage says when). */
  resumedSends: number
  /** Imports whose run died, queued again to carry on after their last batch. */
  resumedImports: number
  /** Files uploaded for an import that was never started, deleted a week on (they hold people's data). */
  deletedImportFiles: number
  /** E-mail bodies cleared from the log, past the days she keeps them (Site settings). */
  clearedEmailBodies: number
  /** Import previews and not-imported lines deleted, past their days. */
  clearedImportLeftovers: number
  /** The assistant's history past its days (waiting suggestions stay). */
  deletedAssistantCommands: number
  /** Asks to be erased still waiting after 25 days, of which the owner was reminded (once each). */
  remindedErasureAsks: number
}

/**
 * What no visitor's request should have to do: resume a campaign whose sender died and a sequence step whose job was lost, give back the spots of unpaid workshop holds whose
 * time is up (closing their Stripe checkout pages), and delete ended rate-limit windows, expired
 * member sessions, sign-in links expired or used a day ago, and personal leftovers past the time
 * she keeps them (e-mail bodies, import leftovers, assistant history), and remind her of an ask
 * to be erased still waiting after 25 days. Each part is one statement, safe
 * to run twice, and commits on its own: a Stripe page is closed outside any transaction.
 */
export async function cleanUp(req: PayloadRequest): Promise<CleanUpResult> {
  const { payload } = req
  const released = await releaseExpiredHoldsAndCheckouts(req)
  // A checkout left unpaid past its hold gives its coupon use back to the next buyer.
  const releasedCoupons = await releaseAbandonedHolds(req)
  const deletedRateLimits = await deleteExpiredRateLimits(payload)
  const sessions = await writeAsSystem(
    'housekeeping',
    payload,
    sql`delete from member_sessions where expires_at <= now() returning id`,
  )
  const links = await writeAsSystem(
    'housekeeping',
    payload,
    sql`delete from access_links
        where expires_at <= now() - interval '1 day' or used_at <= now() - interval '1 day'
        returning id`,
  )
  const resumedCampaigns = await resumeStalledCampaigns(payload)
  const resumedSteps = await resumeOverdueSteps(req)
  const resumedSends = await resumeStrandedSends(payload)
  const resumedImports = await resumeStalledImports(req)
  const deletedImportFiles = (
    await writeAsSystem<{ id: number }>(
      'housekeeping',
      payload,
      sql`delete from import_files f using imports i
           where i.id = f.import_id and i.status in ('uploaded', 'previewed')
             and i.updated_at < now() - interval '7 days'
       returning f.id`,
    )
  ).length
  // Personal leftovers past the time she keeps them (Site settings: How long personal details
  // are kept).
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, req })
  const leftovers = await deleteExpiredLeftovers(req, settings.retention)
  const remindedErasureAsks = await remindOfWaitingAsks(req)
  return {
    remindedErasureAsks,
    ...leftovers,
    resumedCampaigns,
    resumedSteps,
    resumedSends,
    resumedImports,
    deletedImportFiles,
    releasedHolds: released.length + releasedCoupons,
    deletedRateLimits,
    deletedSessions: sessions.length,
    deletedLinks: links.length,
  }
}
