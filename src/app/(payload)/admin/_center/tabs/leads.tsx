import { LeadsList } from '@/components/admin/center/leads/LeadsList'
import { PersonView } from '@/components/admin/center/leads/PersonView'
import { tabHref } from '@/components/admin/center/tabs'
import { Card, EmptyState } from '@/components/admin/center/ui'
import { AppError } from '@/core/errors'
import { listLeads } from '@/dashboard/leads'
import { getPerson } from '@/dashboard/person'

import { param, type TabProps } from '../types'

export const LEADS_PER_PAGE = 50

/** A page number from the address; anything else is the first page. */
const pageOf = (value: string | undefined) => {
  const page = Number(value)
  return Number.isSafeInteger(page) && page >= 1 && page <= 1_000_000 ? page : 1
}

/** What a bad address shows instead of an error page: the reason, and the way back. */
function Problem({ message, q }: { message: string; q?: string }) {
  return (
    <Card title="Leads">
      <EmptyState>{message}</EmptyState>
      <p>
        <a href={tabHref('leads', { q })}>Back to all leads</a>
      </p>
    </Card>
  )
}

/** Leads (§2), or one person's page when ?contact=<id> is in the address. */
export default async function LeadsTab({ req, searchParams }: TabProps) {
  const q = (param(searchParams, 'q') ?? '').trim()
  const contact = param(searchParams, 'contact')
  try {
    if (contact) {
      const person = await getPerson(req, Number(contact))
      return <PersonView person={person} backHref={tabHref('leads', { q })} />
    }
    const result = await listLeads(req, {
      q,
      page: pageOf(param(searchParams, 'page')),
      limit: LEADS_PER_PAGE,
    })
    return <LeadsList q={q} result={result} />
  } catch (error) {
    if (error instanceof AppError && error.status < 500 && error.status !== 401) {
      return <Problem message={error.message} />
    }
    throw error
  }
}
