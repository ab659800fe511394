/**
 * The answer to a save sent to the admin at another address than the site's own
 * (src/security/siteAddress.ts). Built apart from errors.ts because the proxy sends it too, and
 * the proxy must not load Payload; the body has the shape both Payload's screens and the Admin
 * Center read, `{ message, errors: [{ message }] }`.
 */
export function wrongAddressResponse(message: string, siteAdmin: string): Response {
  return Response.json(
    { message, errors: [{ message }] },
    {
      status: 403,
      headers: { 'Cache-Control': 'no-store', Link: `<${siteAdmin}>; rel="alternate"` },
    },
  )
}
