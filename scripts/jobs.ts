// npm run jobs: Payload's job queue as a process of its own, for deployments with several web
// processes (start those with JOBS_AUTORUN=0 so exactly one runner sends each e-mail). It does
// what `npm start` does in-process, in every queue: mail people wait for (sign-in links,
// receipts…) every second in a loop of its own, so it never waits behind a round of bulk mail
// (src/jobs/mailQueues.ts); every 5 s it queues what is scheduled (housekeeping every minute,
// scheduled publishing) and runs what is due in the other queues. SIGINT/SIGTERM stop it after
// the current rounds. Any number of these may run at once: each round takes its jobs in one
// statement (src/jobs/claimJobs.ts), so no two workers run the same job, and each e-mail is
// claimed again when it is sent (src/email/operations/deliverMessage.ts).
import { getPayload } from 'payload'

import config from '../payload.config'
import { runClaimedJobs } from '../src/jobs/claimJobs'
import { TRANSACTIONAL_QUEUE } from '../src/jobs/mailQueues'

const payload = await getPayload({ config })
let stopping = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopping = true
  })
}

async function every(intervalMs: number, round: () => Promise<unknown>) {
  while (!stopping) {
    try {
      await round()
    } catch (error) {
      payload.logger.error({ err: error, msg: '[jobs] a round failed; trying again' })
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
  }
}

payload.logger.info('[jobs] runner started: transactional mail every second, all queues every 5 s')
await Promise.all([
  every(1_000, () => runClaimedJobs(payload, { queue: TRANSACTIONAL_QUEUE, limit: 50 })),
  every(5_000, async () => {
    await payload.jobs.handleSchedules({ allQueues: true })
    await runClaimedJobs(payload, { exceptQueue: TRANSACTIONAL_QUEUE, limit: 50 })
  }),
])
payload.logger.info('[jobs] runner stopped')
await payload.destroy()
process.exit(0)
