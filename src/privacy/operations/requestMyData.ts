import type { PayloadRequest } from 'payload'

import { normaliseEmail } from '@/contacts/emailAddress'
import { asSystem } from '@/core/operation'
import { sendTemplate } from '@/email/send'
import { getServerSideURL } from '@/utilities/getURL'

import { DATA_LINK_DAYS } from '../constants'
import { dataLinkToken, dataLinkUrl } from '../dataLink'

/** The one answer, whoever asks: it never says whether the site knows the address. */
const DATA_LINK_SENT = `If we hold anything for that address, a link is on its way. Please check your inbox: it works for ${DATA_LINK_DAYS} days.`

/**
 * "Ask for your data" on the privacy page: when the address is someone's contact (every record of
 * a person points at hers), a link signed for her is e-mailed to that address alone, so nobody can
 * read another's data. The answer is the same for an address the site does not know.
 */
export async function requestMyData(
  req: PayloadRequest,
  { email }: { email: string },
): Promise<{ message: string }> {
  const { docs } = await req.payload.find({
    collection: 'contacts',
    where: { email: { equals: normaliseEmail(email) } },
    limit: 1,
    depth: 0,
    select: { email: true, name: true },
    req,
    ...asSystem('ownDataRequest'),
  })
  const contact = docs[0]
  if (contact) {
    const token = dataLinkToken(req.payload.secret, contact.id)
    await sendTemplate(
      req.payload,
      {
        template: 'my-data-link',
        to: contact.email,
        data: {
          name: contact.name,
          myDataLink: dataLinkUrl(getServerSideURL(), token),
          validDays: String(DATA_LINK_DAYS),
        },
      },
      req,
    )
  }
  return { message: DATA_LINK_SENT }
}
