import type { TaskConfig } from 'payload'

/**
 * E-mail goes through the jobs queue: the visitor's request never waits on the mail server, and
 * a failed send is retried instead of lost.
 */
export const sendEmailTask: TaskConfig<'sendEmail'> = {
  slug: 'sendEmail',
  retries: 3,
  inputSchema: [
    { name: 'to', type: 'text', required: true },
    { name: 'subject', type: 'text', required: true },
    { name: 'text', type: 'textarea', required: true },
    { name: 'html', type: 'textarea' },
    { name: 'replyTo', type: 'text' },
  ],
  handler: async ({ input, req }) => {
    await req.payload.sendEmail({
      to: input.to,
      subject: input.subject,
      text: input.text,
      ...(input.html ? { html: input.html } : {}),
      ...(input.replyTo ? { replyTo: input.replyTo } : {}),
    })
    return { output: {} }
  },
}
