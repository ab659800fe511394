// npm run jobs: Payload's job queue as a process of its own, for deployments with several web
// processes (start those with JOBS_AUTORUN=0 so exactly one runner sends each e-mail). It does
// what `npm start` does in-process: every 5 s it queues what is scheduled (housekeeping every
// minute, scheduled publishing) and runs what is due, in every queue; SIGINT/SIGTERM stop it
// after the current round.
import { getPayload } from 'payload'

import config from '../payload.config'

const INTERVAL_MS = 5_000
const payload = await getPayload({ config })
let stopping = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopping = true
  })
}

payload.logger.info('[jobs] runner started: every 5 s, all queues')
while (!stopping) {
  try {
    await payload.jobs.handleSchedules({ allQueues: true })
    await payload.jobs.run({ allQueues: true, limit: 50 })
  } catch (error) {
    payload.logger.error({ err: error, msg: '[jobs] a round failed; trying again' })
  }
  await new Promise((resolve) => setTimeout(resolve, INTERVAL_MS))
}
payload.logger.info('[jobs] runner stopped')
await payload.destroy()
process.exit(0)
