import { expect } from '@playwright/test'

export type ReceivedMail = { to: string[]; subject: string; text: string; receivedAt: string }

/** Messages the SMTP peer of `npm test` received for an address (see scripts/lib/mail-sink.mjs). */
export async function mailTo(address: string): Promise<ReceivedMail[]> {
  const mailbox = process.env.E2E_MAILBOX_URL
  if (!mailbox) throw new Error('E2E_MAILBOX_URL is not set: run browser tests through npm test')
  const response = await fetch(`${mailbox}/messages?to=${encodeURIComponent(address)}`)
  return (await response.json()) as ReceivedMail[]
}

/**
 * Waits for the server's e-mail runner (every 5 s) to deliver a message whose subject contains
 * `subject`, and returns it.
 */
export async function waitForMail(address: string, subject: string, timeout = 30_000) {
  let found: ReceivedMail | undefined
  await expect
    .poll(
      async () => {
        found = (await mailTo(address)).find((mail) => mail.subject.includes(subject))
        return Boolean(found)
      },
      { timeout, message: `an e-mail to ${address} with "${subject}" in its subject` },
    )
    .toBe(true)
  return found!
}

/** The first link in a message whose address contains `fragment`. */
export function linkIn(mail: ReceivedMail, fragment: string): string {
  const link = mail.text.match(/https?:\/\/[^\s"'<>)]+/g)?.find((url) => url.includes(fragment))
  if (!link) throw new Error(`No link containing "${fragment}" in "${mail.subject}"`)
  return link.replace(/&amp;/g, '&')
}
