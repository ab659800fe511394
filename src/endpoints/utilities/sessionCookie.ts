/**
 * An operation's result as JSON, with the session cookie it started (if any) as a header instead
 * of in the body.
 */
export function withSessionCookie<Result extends { setCookie?: string }>({
  setCookie,
  ...body
}: Result): Response {
  return Response.json(body, { headers: setCookie ? { 'Set-Cookie': setCookie } : {} })
}
