import { ErasureAsks } from '@/components/admin/center/leads/ErasureAsks'
import { ImportScreen } from '@/components/admin/center/leads/import/ImportScreen'
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
function Problem({
  message,
  title = 'Leads',
  back = { href: tabHref('leads'), label: 'Back to all leads' },
}: {
  message: string
  title?: string
  back?: { href: string; label: string }
}) {
  return (
    <Card title={title}>
      <EmptyState>{message}</EmptyState>
      <p>
        <a href={back.href}>{back.label}</a>
      </p>
    </Card>
  )
}

/**
 * Leads → Import (?view=import): the file to choose and her past imports, or one import's page
 * (&import=<id>), read through the catalogue's listImports and getImport.
 */
async function ImportTab({ req, searchParams, zone }: TabProps & { zone: string }) {
  const importId = param(searchParams, 'import')
  if (importId) {
    const shown = await shownProblem(async () => ({
      view: await invoke(catalogue.getImport, req, { id: Number(importId) }),
    }))
    if ('problem' in shown) {
      return (
        <Problem
          title="Import"
          message={shown.problem}
          back={{ href: tabHref('leads', { view: 'import' }), label: 'Back to the Import screen' }}
        />
      )
    }
    return <ImportScreen view={shown.view} history={null} zone={zone} />
  }
  const { imports } = await invoke(catalogue.listImports, req, {})
  return <ImportScreen view={null} history={imports} zone={zone} />
}

/**
 * Leads (§2), one person's page when ?contact=<id> is in the address, or the Import screens
 * (?view=import); above the list, the people waiting to be erased: the catalogue's listLeads and getPerson, as an AI tool would call them. The
 * search and filters come from the address (a value that names nothing is "any"), and every date
 * is on her clock.
 */
export default async function LeadsTab({ req, searchParams }: TabProps) {
  const filter = leadFilterFrom((name) => param(searchParams, name))
  const contact = param(searchParams, 'contact')
  const zone = await readOwnerTimeZone(req.payload, req)
  if (param(searchParams, 'view') === 'import') return ImportTab({ req, searchParams, zone })
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
  const asks = await invoke(catalogue.listErasureAsks, req, {})
  return (
    <>
      {asks.length ? <ErasureAsks asks={asks} zone={zone} /> : null}
      <LeadsList filter={filter} result={shown.list} zone={zone} />
    </>
  )
}
