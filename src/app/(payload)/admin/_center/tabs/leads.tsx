import { LeadsList } from '@/components/admin/center/leads/LeadsList'
import { PersonView } from '@/components/admin/center/leads/PersonView'
import { tabHref } from '@/components/admin/center/tabs'
import { Card, EmptyState } from '@/components/admin/center/ui'
import { catalogue } from '@/catalogue'
import { invoke } from '@/core/defineOperation'
import { leadFilterFrom, leadFilterParams } from '@/contacts/leadFilter'
import { readOwnerTimeZone } from '@/settings/readTimeZone'

import { pageOf, param, shownProblem, type TabProps } from '../types'

const LEADS_PER_PAGE = 50

/** What a bad address shows instead of an error page: the reason, and the way back. */
function Problem({ message }: { message: string }) {
  return (
    <Card title="Leads">
      <EmptyState>{message}</EmptyState>
      <p>
        <a href={tabHref('leads')}>Back to all leads</a>
      </p>
    </Card>
  )
}

/**
 * Leads (§2), or one person's page when ?contact=<id> is in the address: the catalogue's
 * listLeads and getPerson, as an AI tool would call them. The search and filters come from the
 * address (a value that names nothing is "any"), and every date is on her clock.
 */
export default async function LeadsTab({ req, searchParams }: TabProps) {
  const filter = leadFilterFrom((name) => param(searchParams, name))
  const contact = param(searchParams, 'contact')
  const zone = await readOwnerTimeZone(req.payload, req)
  if (contact) {
    const shown = await shownProblem(async () => ({
      person: await invoke(catalogue.getPerson, req, { id: Number(contact) }),
    }))
    if ('problem' in shown) return <Problem message={shown.problem} />
    return (
      <PersonView
        person={shown.person}
        backHref={tabHref('leads', leadFilterParams(filter))}
        zone={zone}
      />
    )
  }
  const shown = await shownProblem(async () => ({
    list: await invoke(catalogue.listLeads, req, {
      q: filter.q,
      ...(filter.source ? { source: filter.source } : {}),
      ...(filter.status ? { status: filter.status } : {}),
      ...(filter.tag !== null ? { tag: filter.tag } : {}),
      ...(filter.subscribed ? { subscribed: filter.subscribed } : {}),
      page: pageOf(param(searchParams, 'page')),
      limit: LEADS_PER_PAGE,
    }),
  }))
  if ('problem' in shown) return <Problem message={shown.problem} />
  return <LeadsList filter={filter} result={shown.list} zone={zone} />
}
