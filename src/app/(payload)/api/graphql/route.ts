import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'

import { guardGraphQLRoute } from '@/security/payloadRoutes'
import { withReadableBody } from '@/security/requestBody'

export const POST = guardGraphQLRoute(config, withReadableBody(GRAPHQL_POST(config)))
export const OPTIONS = REST_OPTIONS(config)
