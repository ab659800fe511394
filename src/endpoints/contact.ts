import type { Endpoint } from 'payload'

import { contactMessageSchema } from '@/contact/schema'
import { ownerAddresses, queueEmail } from '@/jobs/queueEmail'
import { getServerSideURL } from '@/utilities/getURL'

import { readJson } from './utilities/readJson'

/** POST /api/contact {name, email, message}: stores the message, then tells the owner. */
export const contactEndpoint: Endpoint = {
  path: '/contact',
  method: 'post',
  handler: async (req) => {
    const { data, error } = await readJson(req, contactMessageSchema)
    if (error) return error

    const message = await req.payload.create({
      collection: 'contact-messages',
      data: { ...data, status: 'new' },
      overrideAccess: true,
    })

    const link = `${getServerSideURL()}/admin/collections/contact-messages/${message.id}`
    for (const to of await ownerAddresses(req.payload)) {
      await queueEmail(req.payload, {
        to,
        replyTo: data.email,
        subject: `New message from ${data.name}`,
        text: `${data.name} <${data.email}> wrote:\n\n${data.message}\n\nOpen it in the admin: ${link}`,
      })
    }
    return Response.json({ ok: true, id: message.id }, { status: 201 })
  },
}
