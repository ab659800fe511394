import type { PayloadRequest } from 'payload'

import { requireOwner } from '@/auth/requireOwner'
import { asSystem, inOperation } from '@/core/operation'

import type { Person } from '../personalData'
import { personOf, readPersonRecords, type RecordRows } from '../personRecords'

/** A place outside this site that keeps something about her, and how to ask it. */
export type KeptElsewhere = { where: string; what: string }

export type PersonExport = {
  person: { email: string; name: string | null }
  madeAt: string
  records: RecordRows[]
  elsewhere: KeptElsewhere[]
}

const hasRows = (records: RecordRows[], table: string) =>
  records.some((record) => record.table === table && record.rows.length > 0)

/** What other services keep, from what her rows show she went through. */
function keptElsewhere(records: RecordRows[]): KeptElsewhere[] {
  const orders = records.find((record) => record.table === 'orders')?.rows ?? []
  const paidWithStripe = orders.some(
    (order) => order.mode === 'stripe' || order.provider_customer_id,
  )
  const providers = [
    ...new Set(
      (records.find((record) => record.table === 'email_messages')?.rows ?? [])
        .map((message) => message.provider)
        .filter((provider): provider is string => typeof provider === 'string' && !!provider),
    ),
  ]
  return [
    ...(paidWithStripe
      ? [
          {
            where: 'Stripe',
            what: 'Stripe keeps her payments, card and billing details under its own records and its own legal duties. In your Stripe dashboard, open Customers, find her address and choose Delete customer if she asks to be erased there too.',
          },
        ]
      : []),
    ...(hasRows(records, 'email_messages') || hasRows(records, 'email_deliveries')
      ? [
          {
            where: providers.length
              ? `Your e-mail provider (${providers.join(', ')})`
              : 'Your e-mail provider',
            what: 'Your e-mail provider keeps a log of the e-mails sent to her address (usually for some weeks). Its dashboard can delete them, or suppress her address there too.',
          },
        ]
      : []),
    {
      where: 'Backups',
      what: 'Backups made before today still hold her data until they are replaced by newer ones.',
    },
    {
      where: 'Your own mailbox',
      what: 'Replies she sent you and notifications of her sign-ups stay in your own mailbox until you delete them.',
    },
  ]
}

/**
 * Her export, read by whoever answers her (the owner, or her own link: the named action it is
 * recorded under), recorded without her address under `doneBy`.
 */
export async function personExport(
  req: PayloadRequest,
  person: Person & { name: string | null },
  { doneBy, action }: { doneBy: string; action: 'personalData' | 'ownDataRequest' },
): Promise<PersonExport> {
  const records = await readPersonRecords(req, person)
  await req.payload.create({
    collection: 'privacy-requests',
    data: {
      kind: 'export',
      doneBy,
      counts: Object.fromEntries(records.map((record) => [record.table, record.rows.length])),
    },
    req,
    depth: 0,
    ...asSystem(action),
  })
  return {
    person: { email: person.email, name: person.name },
    madeAt: new Date().toISOString(),
    records,
    elsewhere: keptElsewhere(records),
  }
}

/**
 * Everything the site holds about one person (every place in src/privacy/personalData.ts) and what
 * other services keep, for her request to see her data. The request is recorded, without her
 * address, so the owner can show she answered it.
 */
export async function exportPerson(req: PayloadRequest, id: number): Promise<PersonExport> {
  const owner = requireOwner(req)
  return inOperation(req, async (req) =>
    personExport(req, await personOf(req, id), { doneBy: owner.email, action: 'personalData' }),
  )
}
