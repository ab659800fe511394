import type {
  CreatePaymentIntentRequest,
  CreatePaymentIntentResponse,
  DemoConfirmRequest,
  DemoConfirmResponse,
} from '@/commerce/api'

export const UNEXPECTED_ERROR = 'An unexpected error occurred'
const PREPARE_FALLBACK = 'We could not prepare your secure checkout. Please try again.'

/** A refusal the visitor can read: the server's message and its status (0 when unreachable). */
export class PaymentRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** Per-field messages (e.g. `coupon`: a refused code, shown beside its field). */
    readonly fields: Record<string, string> = {},
  ) {
    super(message)
  }
}

async function postJson<T>(path: string, body: unknown, fallback: string): Promise<T> {
  let response: Response
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      credentials: 'include',
      body: JSON.stringify(body),
    })
  } catch {
    throw new PaymentRequestError(fallback, 0)
  }
  const answer = (await response.json().catch(() => null)) as
    (T & { message?: unknown; errors?: unknown }) | null
  if (!response.ok || !answer) {
    const message = typeof answer?.message === 'string' && answer.message ? answer.message : null
    const errors = answer?.errors
    const fields =
      errors && typeof errors === 'object' && !Array.isArray(errors)
        ? Object.fromEntries(
            Object.entries(errors).filter(
              (entry): entry is [string, string] => typeof entry[1] === 'string',
            ),
          )
        : {}
    throw new PaymentRequestError(message ?? fallback, response.status, fields)
  }
  return answer
}

/** Creates the payment intent, or updates the one named by `paymentIntentId`. */
export const requestPaymentIntent = (request: CreatePaymentIntentRequest) =>
  postJson<CreatePaymentIntentResponse>('/api/create-payment-intent', request, PREPARE_FALLBACK)

/** Test mode: the server charges nothing, runs the fulfilment and signs the buyer in. */
export const confirmDemoPayment = (request: DemoConfirmRequest) =>
  postJson<DemoConfirmResponse>('/api/demo-payments/confirm', request, UNEXPECTED_ERROR)

/** Where a paid buyer lands (spec §7): the access page for her address. */
export const watchPath = (email: string) => `/watch?email=${encodeURIComponent(email)}`
