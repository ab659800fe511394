import { CLIENT_ADDRESS_HEADER } from '../../server/client-address.mjs'

/**
 * The visitor's network address as our server (server/serve.mjs) determined it from the socket.
 * Never X-Forwarded-For directly: the client writes that header. 'unknown' when the app runs
 * without our server (`next dev`, the Local API).
 */
export function clientAddress(req: { headers?: Headers }): string {
  return req.headers?.get(CLIENT_ADDRESS_HEADER) || 'unknown'
}
