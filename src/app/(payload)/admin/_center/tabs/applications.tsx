import { ApplicationsList } from '@/components/admin/center/applications/ApplicationsList'
import { tabHref } from '@/components/admin/center/tabs'
import { Card, EmptyState } from '@/components/admin/center/ui'
import { AppError } from '@/core/errors'
import { listApplications } from '@/dashboard/applications'

import { param, type TabProps } from '../types'

export const APPLICATIONS_PER_PAGE = 20

const pageOf = (value: string | undefined) => {
  const page = Number(value)
  return Number.isSafeInteger(page) && page >= 1 && page <= 1_000_000 ? page : 1
}

/** Applications (§2): one card per application, newest first, with the owner's decisions. */
export default async function ApplicationsTab({ req, searchParams }: TabProps) {
  const q = (param(searchParams, 'q') ?? '').trim()
  try {
    const result = await listApplications(req, {
      q,
      page: pageOf(param(searchParams, 'page')),
      limit: APPLICATIONS_PER_PAGE,
    })
    return <ApplicationsList q={q} result={result} />
  } catch (error) {
    if (error instanceof AppError && error.status < 500 && error.status !== 401) {
      return (
        <Card title="Applications">
          <EmptyState>{error.message}</EmptyState>
          <p>
            <a href={tabHref('applications')}>Back to all applications</a>
          </p>
        </Card>
      )
    }
    throw error
  }
}
