import type { AddressInfo } from 'node:net'

import type { Payload } from 'payload'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createEmailAdapter } from '@/email/adapter'

import { getTestPayload } from './payload'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

describe('e-mail without SMTP_URL', () => {
  it('the message log keeps the sent message with its links, their tokens removed once sent', async () => {
    expect(payload.email.name).toBe('outbox')
    const { queueEmail } = await import('@/jobs/queueEmail')
    await queueEmail(payload, {
      to: 'buyer@example.com',
      subject: 'Your access link',
      text: 'Open https://example.com/watch?token=t0k3n. It works once.',
      html: '<p><a href="https://example.com/watch?token=t0k3n">Open</a></p>',
    })
    await payload.jobs.run({ allQueues: true })
    const { docs } = await payload.find({
      collection: 'email-messages',
      where: { subject: { equals: 'Your access link' } },
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({
      to: 'buyer@example.com',
      status: 'sent',
      attempts: 1,
      provider: 'outbox',
      // Which link went out stays on record; the token that signs someone in does not.
      links: ['https://example.com/watch?token=[removed after sending]'],
    })
    expect(docs[0]!.html).toContain('/watch?token=[removed after sending]')
    expect(docs[0]!.html).not.toContain('t0k3n')
  })
})

describe('e-mail with SMTP_URL', () => {
  type Received = { from: string; to: string[]; data: string }
  const received: Received[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // The adapter keeps its SMTP connection open (a pool): closing waited 30 s for it to go.
    closeTimeout: 50,
    onData(stream, session, callback) {
      let data = ''
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()))
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          data,
        })
        callback()
      })
    },
  })
  let port = 0

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.server.address() as AddressInfo).port
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('delivers through the SMTP server', async () => {
    const adapter = await createEmailAdapter({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      fromAddress: 'studio@example.org',
      fromName: 'Studio',
    })
    const email = adapter({ payload })
    expect(email.name).toBe('nodemailer')

    await email.sendEmail({ to: 'client@example.com', subject: 'Welcome', text: 'Hello there' })

    expect(received).toHaveLength(1)
    expect(received[0]).toMatchObject({ from: 'studio@example.org', to: ['client@example.com'] })
    expect(received[0]!.data).toContain('Subject: Welcome')
    expect(received[0]!.data).toContain('Hello there')
  })
})
