import { claimsAdmin } from '../../scripts/lib/request-guard.mjs'

type Handler<Context> = (request: Request, context: Context) => Promise<Response>

const claimsAdminRequest = (request: Request) =>
  claimsAdmin(request.headers.get('cookie'), request.headers.get('authorization'))

const badRequest = (message: string) =>
  Response.json({ message, errors: [{ message }] }, { status: 400 })

/**
 * Payload's own REST and GraphQL routes answer 500 to a body they cannot parse (broken JSON,
 * garbled multipart). This checks the body's shape first and answers 400. Anonymous multipart
 * bodies are parsed on a copy (our server caps them at 64 KB); the admin's uploads are left alone.
 */
export function withReadableBody<Context>(handler: Handler<Context>): Handler<Context> {
  return async (request, context) => {
    const type = request.headers.get('content-type') ?? ''
    if (type.startsWith('multipart/form-data') && !claimsAdminRequest(request)) {
      try {
        await request.clone().formData()
      } catch {
        return badRequest('The form data could not be read.')
      }
    } else if (/json/i.test(type)) {
      const text = await request.clone().text()
      if (text.trim()) {
        try {
          JSON.parse(text)
        } catch {
          return badRequest('The request body must be JSON.')
        }
      }
    }
    return handler(request, context)
  }
}
