import { ApplicationsList } from '@/components/admin/center/applications/ApplicationsList'
import { tabHref } from '@/components/admin/center/tabs'
import { Card, EmptyState } from '@/components/admin/center/ui'
import { catalogue } from '@/catalogue'
import { invoke } from '@/core/defineOperation'
import { readOwnerTimeZone } from '@/settings/readTimeZone'

import { pageOf, param, shownProblem, type TabProps } from '../types'

const APPLICATIONS_PER_PAGE = 20

/** Applications (§2): one card per application, newest first, with the owner's decisions. */
export default async function ApplicationsTab({ req, searchParams }: TabProps) {
  const q = (param(searchParams, 'q') ?? '').trim()
  const shown = await shownProblem(async () => ({
    list: await invoke(catalogue.listApplications, req, {
      q,
      page: pageOf(param(searchParams, 'page')),
      limit: APPLICATIONS_PER_PAGE,
    }),
  }))
  if ('problem' in shown) {
    return (
      <Card title="Applications">
        <EmptyState>{shown.problem}</EmptyState>
        <p>
          <a href={tabHref('applications')}>Back to all applications</a>
        </p>
      </Card>
    )
  }
  return <ApplicationsList q={q} result={shown.list} zone={await readOwnerTimeZone(req.payload)} />
}
