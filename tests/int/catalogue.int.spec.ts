import { createLocalReq, type Payload, type PayloadRequest } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { allOperations, catalogue } from '@/catalogue'
import { AUDIENCES, CONFIRM_FIRST, EFFECTS, invoke, type Operation } from '@/core/defineOperation'
import { AppError } from '@/core/errors'
import { asSystem, systemRequest } from '@/core/operation'
import { recordContact } from '@/contacts/record'

/**
 * Every operation is declared whole, and who may call it is decided by its audience
 * before anything else, for every operation in the catalogue (a new one is covered here with no
 * line added).
 */

let payload: Payload
let signedOut: PayloadRequest
let buyer: PayloadRequest
let owner: PayloadRequest

const operations = allOperations
const byAudience = (audience: Operation['audience']) =>
  operations
    .filter((operation) => operation.audience === audience)
    .map((op) => [op.name, op] as const)

/** The status an operation answers this caller with (what the endpoint adapter sends). */
async function statusOf(operation: Operation, req: PayloadRequest, input: unknown = {}) {
  try {
    await invoke(operation, req, input)
    return 200
  } catch (error) {
    if (error instanceof AppError) return error.status
    throw error
  }
}

beforeAll(async () => {
  const { getTestPayload } = await import('./payload')
  payload = await getTestPayload()
  const ownerUser = await payload.create({
    collection: 'users',
    data: { email: `catalogue-owner-${Date.now()}@example.com`, role: 'admin' },
    ...asSystem('seed'),
  })
  signedOut = (await createLocalReq({}, payload)) as PayloadRequest
  const contact = await recordContact(signedOut, {
    email: `catalogue-buyer-${Date.now()}@example.com`,
    source: 'purchase',
  })
  buyer = (await createLocalReq(
    { user: { ...contact, collection: 'contacts' } as never },
    payload,
  )) as PayloadRequest
  owner = (await createLocalReq(
    { user: { ...ownerUser, collection: 'users' } as never },
    payload,
  )) as PayloadRequest
}, 120_000)

describe('every operation is declared whole', () => {
  it('the catalogue lists each operation once, under its own name', () => {
    expect(operations.length).toBeGreaterThan(20)
    for (const [name, operation] of Object.entries(catalogue)) expect(operation.name).toBe(name)
  })

  it.each(operations.map((operation) => [operation.name, operation] as const))(
    '%s: a description, an input schema, an audience and an effect',
    (_name, operation) => {
      expect(operation.description.trim().length).toBeGreaterThan(10)
      expect(operation.input?._zod?.def?.type).toBe('object')
      expect(AUDIENCES).toContain(operation.audience)
      expect(EFFECTS).toContain(operation.effect)
      expect(typeof operation.run).toBe('function')
    },
  )
})

describe('who may call an operation', () => {
  it.each(byAudience('owner'))('%s: 401 signed out, 403 for a buyer', async (_name, operation) => {
    expect(await statusOf(operation, signedOut)).toBe(401)
    expect(await statusOf(operation, buyer)).toBe(403)
  })

  it.each(byAudience('buyer'))('%s: 401 signed out', async (_name, operation) => {
    expect(await statusOf(operation, signedOut)).toBe(401)
  })

  it.each(byAudience('system'))(
    '%s: 403 for anyone without a named system action',
    async (_name, operation) => {
      // signedOut has written as the system (recordContact, in beforeAll): that proves nothing.
      for (const req of [signedOut, buyer, owner]) expect(await statusOf(operation, req)).toBe(403)
      // A request the server made for itself gets past who-may-call, to its input's check.
      const system = await systemRequest(payload, 'paymentWebhook')
      expect(await statusOf(operation, system, { notAnInput: true })).toBe(400)
    },
  )
})

describe('destructive operations ask first', () => {
  it.each(
    operations.filter((op) => op.effect === 'destructive').map((op) => [op.name, op] as const),
  )('%s: without confirm: true, the owner gets 400 and nothing is done', async (_name, op) => {
    let refused: unknown
    await invoke(op, owner, { id: 2 ** 31 - 1 }).catch((error) => (refused = error))
    expect(refused).toBeInstanceOf(AppError)
    expect((refused as AppError).status).toBe(400)
    expect((refused as AppError).fields?.confirm).toBe(CONFIRM_FIRST)
  })

  it('with confirm: true, the same call gets as far as the work (an unknown id: 404)', async () => {
    const refund = catalogue.refundPurchase as unknown as Operation
    expect(await statusOf(refund, owner, { id: 2 ** 31 - 1, confirm: true })).toBe(404)
  })
})
