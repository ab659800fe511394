import { randomBytes, randomUUID } from 'node:crypto'

import { Webhook } from 'standardwebhooks'

/**
 * Resend's webhook sender as it posts an event: the JSON body it writes (`type`, `created_at`,
 * `data` with the e-mail's id, sender, recipients and subject, and for a bounce its `bounce`), and
 * the three Svix headers signed with the endpoint's secret by the Standard Webhooks library (the
 * scheme Svix, and so Resend, signs with), not by the site's own code.
 */
export function resendStandIn(secret = `whsec_${randomBytes(24).toString('base64')}`) {
  const signer = new Webhook(secret)
  const post = (body: string, at = new Date()) => {
    const id = `msg_${randomBytes(12).toString('hex')}`
    return {
      body,
      headers: {
        'content-type': 'application/json',
        'svix-id': id,
        'svix-timestamp': String(Math.floor(at.getTime() / 1000)),
        'svix-signature': signer.sign(id, at, body),
      },
    }
  }
  const event = (
    type: 'email.bounced' | 'email.complained' | 'email.delivered',
    { to, subject, bounceType = 'Permanent' }: { to: string; subject: string; bounceType?: string },
    at = new Date(),
  ) =>
    JSON.stringify({
      type,
      created_at: at.toISOString(),
      data: {
        created_at: at.toISOString(),
        email_id: randomUUID(),
        from: 'Coach <hello@example.com>',
        to: [to],
        subject,
        ...(type === 'email.bounced'
          ? {
              bounce: {
                message: "The recipient's mail server permanently rejected the email.",
                subType: 'General',
                type: bounceType,
              },
            }
          : {}),
      },
    })
  return { secret, post, event }
}
