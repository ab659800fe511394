import type { AddressInfo } from 'node:net'

import { SMTPServer } from 'smtp-server'
import { expect } from 'vitest'

import { readable as decodeQuotedPrintable } from '../../scripts/lib/mail-sink.mjs'

export type Mail = { to: string[]; data: string }

/**
 * A real SMTP peer in the test process, which can be stopped and started again on the same port.
 * Start it before importing Payload: the mail adapter reads SMTP_URL when the config loads.
 */
export class SmtpPeer {
  received: Mail[] = []
  port = 0
  /** How long the peer takes to accept each message (a slow mail server), in milliseconds. */
  delay = 0
  /** Addresses this server has no mailbox for: RCPT TO answers 550 5.1.1, as a real one does. */
  unknownMailboxes = new Set<string>()
  private server?: SMTPServer

  get url() {
    return `smtp://127.0.0.1:${this.port}`
  }

  async start() {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      // The site keeps SMTP connections open (a pool): stopping closes them at once.
      closeTimeout: 50,
      onRcptTo: (address, _session, callback) => {
        if (!this.unknownMailboxes.has(address.address.toLowerCase())) return callback()
        const refusal = new Error(
          '5.1.1 <' + address.address + '>: Recipient address rejected: User unknown',
        )
        ;(refusal as Error & { responseCode: number }).responseCode = 550
        callback(refusal)
      },
      onData: (stream, session, callback) => {
        let data = ''
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()))
        stream.on('end', () => {
          const accept = () => {
            this.received.push({ to: session.envelope.rcptTo.map((r) => r.address), data })
            callback()
          }
          if (this.delay) setTimeout(accept, this.delay)
          else accept()
        })
      },
    })
    // A sender killed mid-session (the crash tests SIGKILL one) resets its connections: the peer
    // notes it, as a mail server would, instead of throwing in the test process.
    this.server.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') throw error
    })
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve))
    this.port = (this.server.server.address() as AddressInfo).port
  }

  stop() {
    return new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    )
  }

  to(address: string) {
    return this.received.filter((mail) => mail.to.includes(address))
  }

  /** Runs the e-mail queue until `address` has `count` messages; returns them. */
  async delivered(runJobs: () => Promise<unknown>, address: string, count: number) {
    await expect
      .poll(
        async () => {
          await runJobs()
          return this.to(address).length
        },
        { timeout: 15_000 },
      )
      .toBe(count)
    return this.to(address)
  }
}

/** The message as a mail client shows it, with plain line ends. */
export const readable = (mail: Mail) => decodeQuotedPrintable(mail.data).replace(/\r\n/g, '\n')
