import type { Endpoint } from 'payload'

import { affiliateAdminEndpoints } from '../affiliates'
import { assistantEndpoints } from './assistant'
import { assistantInsightEndpoints } from './assistantInsights'
import { adminAuthEndpoints } from './auth'
import { businessEndpoints } from './business'
import { emailEndpoints } from './email'
import { importEndpoints } from './imports'
import { peopleEndpoints } from './people'
import { privacyEndpoints } from './privacy'

/** Every /api/admin/* call of the spec's §7 and the Admin Center's own. */
export const adminEndpoints: Endpoint[] = [
  ...adminAuthEndpoints,
  ...peopleEndpoints,
  ...importEndpoints,
  ...privacyEndpoints,
  ...businessEndpoints,
  ...emailEndpoints,
  ...assistantInsightEndpoints,
  ...assistantEndpoints,
  ...affiliateAdminEndpoints,
]
