import config from '@payload-config'
import '@payloadcms/next/css'
import {
  REST_DELETE,
  REST_GET,
  REST_OPTIONS,
  REST_PATCH,
  REST_POST,
  REST_PUT,
} from '@payloadcms/next/routes'

import { guardRestRoute } from '@/security/payloadRoutes'
import { withReadableBody } from '@/security/requestBody'

export const GET = guardRestRoute(config, REST_GET(config))
export const POST = guardRestRoute(config, withReadableBody(REST_POST(config)))
export const DELETE = guardRestRoute(config, REST_DELETE(config))
export const PATCH = guardRestRoute(config, withReadableBody(REST_PATCH(config)))
export const PUT = guardRestRoute(config, withReadableBody(REST_PUT(config)))
export const OPTIONS = REST_OPTIONS(config)
