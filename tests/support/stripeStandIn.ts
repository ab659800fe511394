import http from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A local stand-in for the part of Stripe's API a one-time checkout uses (payment intents and
 * the payment methods they were paid with), answering as Stripe does, refusals included: an
 * intent that has taken its money cannot be changed (400, `payment_intent_unexpected_state`).
 */
export type StandInIntent = {
  id: string
  object: 'payment_intent'
  amount: number
  amount_received: number
  currency: string
  client_secret: string
  status: string
  metadata: Record<string, string>
  payment_method: string | null
  latest_charge: string | null
  customer: string | null
}

export type StripeCall = { method: string; path: string; form: URLSearchParams }

const UPDATABLE = new Set(['requires_payment_method', 'requires_confirmation', 'requires_action'])

export function stripeStandIn() {
  const intents = new Map<string, StandInIntent>()
  const fingerprints = new Map<string, string>()
  const calls: StripeCall[] = []
  /** Runs when the next update of an intent arrives, before it is answered (a payment racing it). */
  let beforeNextUpdate: ((intent: StandInIntent) => void) | undefined

  const server = http.createServer((req, res) => {
    let raw = ''
    req.on('data', (chunk) => (raw += chunk))
    req.on('end', () => {
      const form = new URLSearchParams(raw)
      const path = req.url!.split('?')[0]!
      calls.push({ method: req.method!, path, form })
      const metadata = Object.fromEntries(
        [...form.entries()]
          .filter(([key]) => key.startsWith('metadata['))
          .map(([key, value]) => [key.slice(9, -1), value]),
      )
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' })
        res.end(JSON.stringify(body))
      }
      const method = /^\/v1\/payment_methods\/([\w-]+)$/.exec(path)?.[1]
      if (method) {
        return send(200, {
          id: method,
          object: 'payment_method',
          type: 'card',
          card: { brand: 'visa', last4: '4242', fingerprint: fingerprints.get(method) ?? null },
        })
      }
      if (req.method === 'POST' && path === '/v1/payment_intents') {
        const id = `pi_standin_${intents.size + 1}_${Date.now().toString(36)}`
        const intent: StandInIntent = {
          id,
          object: 'payment_intent',
          amount: Number(form.get('amount')),
          amount_received: 0,
          currency: form.get('currency') ?? 'usd',
          client_secret: `${id}_secret_standin`,
          status: 'requires_payment_method',
          metadata,
          payment_method: null,
          latest_charge: null,
          customer: null,
        }
        intents.set(id, intent)
        return send(200, intent)
      }
      const id = /^\/v1\/payment_intents\/([\w-]+)$/.exec(path)?.[1]
      const intent = id ? intents.get(id) : undefined
      if (!intent) {
        return send(404, {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: 'No such payment_intent',
          },
        })
      }
      if (req.method === 'POST') {
        const racing = beforeNextUpdate
        beforeNextUpdate = undefined
        racing?.(intent)
        if (!UPDATABLE.has(intent.status)) {
          return send(400, {
            error: {
              type: 'invalid_request_error',
              code: 'payment_intent_unexpected_state',
              message: `You cannot update this PaymentIntent because it has a status of ${intent.status}.`,
            },
          })
        }
        intent.amount = Number(form.get('amount') ?? intent.amount)
        intent.metadata = { ...intent.metadata, ...metadata }
      }
      return send(200, intent)
    })
  })

  return {
    intents,
    calls,
    /** The card `card` (a fingerprint) pays the intent in full, as Stripe confirms it. */
    pay(intentId: string, card = 'fp_default_card') {
      const intent = intents.get(intentId)!
      const methodId = `pm_${card}_${intentId}`
      fingerprints.set(methodId, card)
      Object.assign(intent, {
        status: 'succeeded',
        amount_received: intent.amount,
        payment_method: methodId,
        latest_charge: `ch_${intentId}`,
      })
      return intent
    },
    /** Makes the payment of the next intent changed go through just before the change arrives. */
    payBeforeNextUpdate(card?: string) {
      beforeNextUpdate = (intent) => this.pay(intent.id, card)
    },
    async start() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
