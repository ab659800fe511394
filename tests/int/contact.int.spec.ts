import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { callEndpoint } from './callEndpoint'
import { contactEndpoint } from '@/endpoints/contact'
import { seed } from '@/seed'

import { getTestPayload } from './payload'

let payload: Payload

/** A request as Payload's REST layer hands it to an endpoint, with the given raw body. */
const post = (body: string) =>
  Promise.resolve(
    callEndpoint(payload, contactEndpoint, {
      body,
      headers: { 'content-type': 'application/json' },
    }),
  )

beforeAll(async () => {
  payload = await getTestPayload({ seeded: true })
  await seed(payload)
})

describe('POST /api/contact', () => {
  it('answers 400 with a readable message for every kind of bad body, never 500', async () => {
    const cases: [string, string][] = [
      ['{not json', 'The request body must be JSON.'],
      ['null', 'Name is required'],
      ['[]', 'The request body must be a JSON object.'],
      ['"hello"', 'The request body must be a JSON object.'],
      [JSON.stringify({ name: 42, email: 'a@b.co', message: 'Hi' }), 'Name is required'],
      [
        JSON.stringify({ name: 'A', email: 'nope', message: 'Hi' }),
        'Please enter a valid email address',
      ],
      [
        JSON.stringify({ name: 'A'.repeat(101), email: 'a@b.co', message: 'Hi' }),
        'Name is too long',
      ],
      [JSON.stringify({ name: 'A', email: 'a@b.co', message: '   ' }), 'Message is required'],
    ]
    for (const [body, message] of cases) {
      const response = await post(body)
      expect(response.status, body).toBe(400)
      expect((await response.json()).message, body).toBe(message)
    }
  })

  it('stores the message as new and e-mails the owner through the jobs queue', async () => {
    const response = await post(
      JSON.stringify({ name: 'Iris', email: 'Iris@Example.com', message: 'Is mentorship online?' }),
    )
    expect(response.status).toBe(201)
    const { id } = await response.json()
    const stored = await payload.findByID({ collection: 'contact-messages', id })
    expect(stored).toMatchObject({ name: 'Iris', message: 'Is mentorship online?', status: 'new' })

    await payload.jobs.run({ allQueues: true })
    await expect
      .poll(async () => {
        const { docs } = await payload.find({
          collection: 'email-messages',
          where: { subject: { equals: 'New message from Iris' } },
        })
        return docs[0]?.status === 'sent' ? (docs[0].text ?? '') : ''
      })
      .toContain(`/admin/collections/contact-messages/${id}`)
  })
})
