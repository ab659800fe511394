'use client'

import { NavGroup } from '@payloadcms/ui'
import Link from 'next/link'
import { usePathname, useSearchParams } from 'next/navigation'

import { ADMIN_TABS, tabHref } from '@/components/admin/center/tabs'

/**
 * The Admin Center's tabs at the top of her menu, as the group "Overview": from any list or form
 * she reaches her figures, leads, applications, campaigns, courses and launch checklist in one
 * click, and the groups below (People, Pages and content, …) hold the records themselves.
 */
export function AdminCenterNav() {
  const pathname = usePathname()
  const searchParams = useSearchParams()
  const onCenter = pathname === '/admin'
  const current = searchParams.get('tab') ?? 'overview'
  return (
    <NavGroup label="Overview">
      {ADMIN_TABS.map((tab) => {
        const active = onCenter && current === tab.key
        return (
          <Link
            key={tab.key}
            className="nav__link"
            href={tabHref(tab.key)}
            id={`nav-center-${tab.key}`}
            prefetch={false}
            aria-current={active ? 'page' : undefined}
          >
            {active ? <div className="nav__link-indicator" /> : null}
            <span className="nav__link-label">
              {tab.key === 'overview' ? 'Overview' : tab.label}
            </span>
          </Link>
        )
      })}
    </NavGroup>
  )
}
