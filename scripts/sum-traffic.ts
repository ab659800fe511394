// npm run analytics:sum: adds up every finished day of visits now, as the scheduled job does (up to
// 31 days every ten minutes) (src/analytics/operations/sumTrafficDays.ts): after an import of
// old visits, or before a benchmark reads the Overview. Prints how many days it summed.
import { getPayload } from 'payload'

import config from '../payload.config'
import { catalogue } from '../src/catalogue'
import { invoke } from '../src/core/defineOperation'
import { systemRequest } from '../src/core/operation'

const payload = await getPayload({ config })
let days = 0
let exitCode = 0
try {
  for (;;) {
    const req = await systemRequest(payload, 'analytics')
    const { summedDays } = await invoke(catalogue.sumTrafficDays, req, {})
    days += summedDays.length
    if (summedDays.length === 0) break
  }
  console.log(`Summed ${days} day${days === 1 ? '' : 's'} of visits.`)
} catch (error) {
  console.error(error)
  exitCode = 1
}
process.exit(exitCode)
