import type { TaskConfig } from 'payload'

import { isUnsubscribed } from '@/contacts/subscription'

/**
 * E-mail goes through the jobs queue: the visitor's request never waits on the mail server, and a
 * failed send is retried (with growing pauses, for about a day) instead of lost. Marketing e-mail
 * (it has an unsubscribe link) is skipped for addresses that have unsubscribed by send time.
 */
export const sendEmailTask: TaskConfig<'sendEmail'> = {
  slug: 'sendEmail',
  retries: { attempts: 12, backoff: { type: 'exponential', delay: 30_000 } },
  inputSchema: [
    { name: 'to', type: 'text', required: true },
    { name: 'subject', type: 'text', required: true },
    { name: 'text', type: 'textarea', required: true },
    { name: 'html', type: 'textarea' },
    { name: 'replyTo', type: 'text' },
    { name: 'unsubscribeURL', type: 'text' },
  ],
  outputSchema: [{ name: 'skipped', type: 'checkbox' }],
  handler: async ({ input, req }) => {
    const { payload } = req
    if (input.unsubscribeURL && (await isUnsubscribed(payload, input.to))) {
      payload.logger.info(`[email] skipped "${input.subject}": ${input.to} has unsubscribed`)
      return { output: { skipped: true } }
    }
    const settings = await payload.findGlobal({ slug: 'site-settings' })
    await payload.sendEmail({
      // The sender's identity is the practice's: its owner's name, replies to its support address.
      from: {
        name: settings.ownerName || payload.email.defaultFromName,
        address: payload.email.defaultFromAddress,
      },
      to: input.to,
      subject: input.subject,
      text: input.text,
      ...(input.html ? { html: input.html } : {}),
      replyTo: input.replyTo || settings.supportEmail || undefined,
      ...(input.unsubscribeURL
        ? {
            list: { unsubscribe: input.unsubscribeURL },
            headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
          }
        : {}),
    })
    return { output: { skipped: false } }
  },
}
