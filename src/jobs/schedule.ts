import { Cron } from 'croner'
import type { TaskConfig, Where } from 'payload'

type ScheduleConfig = NonNullable<TaskConfig['schedule']>[number]
type BeforeSchedule = NonNullable<NonNullable<ScheduleConfig['hooks']>['beforeSchedule']>

/** Clocks of two web processes may differ a little: a run this much past the next is still fine. */
const CLOCK_SLACK_MS = 60_000

/**
 * The latest a scheduled run may wait: the cron's next time from now. Payload queues the next run
 * from the last one it recorded (the payload-jobs-stats global), and only when no run of the task
 * is waiting; a recorded time in the far future (written before that global was closed, or by a
 * clock set wrong) would queue a run for then and schedule nothing more until it.
 */
export function latestRunFrom(cron: string, now = new Date()): Date | null {
  const next = new Cron(cron, { sloppyRanges: true }).nextRun(now)
  return next ? new Date(next.getTime() + CLOCK_SLACK_MS) : null
}

/**
 * Payload's own rule (one waiting run per task and queue), after repairing what would stall it:
 * a waiting run queued absurdly far ahead is removed, and a run about to be queued that far ahead
 * is queued for the cron's next time from now instead. The scheduler mends itself, every tick.
 */
const repairingBeforeSchedule =
  (cron: string): BeforeSchedule =>
  async (args) => {
    const { queueable, req } = args
    const latest = latestRunFrom(cron)
    const taskSlug = queueable.taskConfig?.slug
    if (latest && taskSlug) {
      const stalled: Where = {
        and: [
          { queue: { equals: queueable.scheduleConfig.queue } },
          { taskSlug: { equals: taskSlug } },
          { 'meta.scheduled': { equals: true } },
          { completedAt: { exists: false } },
          { processing: { equals: false } },
          { waitUntil: { greater_than: latest.toISOString() } },
        ],
      }
      const { totalDocs } = await req.payload.db.count({
        collection: 'payload-jobs',
        where: stalled,
        req,
      })
      if (totalDocs > 0) {
        await req.payload.db.deleteMany({ collection: 'payload-jobs', where: stalled, req })
        req.payload.logger.warn(
          `Removed ${totalDocs} run(s) of the ${taskSlug} task waiting past ${latest.toISOString()}: it is scheduled again from now.`,
        )
      }
    }
    const decided = await args.defaultBeforeSchedule(args)
    if (latest && decided.waitUntil && decided.waitUntil.getTime() > latest.getTime()) {
      req.payload.logger.warn(
        `The ${taskSlug} task's next run was recorded for ${decided.waitUntil.toISOString()}; it runs at the cron's next time instead.`,
      )
      return { ...decided, waitUntil: new Date(latest.getTime() - CLOCK_SLACK_MS) }
    }
    return decided
  }

/** A task's schedule on `queue`, every `cron`, that repairs a run stalled far in the future. */
export const selfRepairingSchedule = (cron: string, queue: string): ScheduleConfig => ({
  cron,
  queue,
  hooks: { beforeSchedule: repairingBeforeSchedule(cron) },
})
