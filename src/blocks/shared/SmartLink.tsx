import Link from '@/components/SiteLink'
import type { ReactNode } from 'react'

type Props = { href: string; external?: boolean | null; className?: string; children: ReactNode }

/** Internal links navigate client-side; external ones open in a new tab and say so to screen readers. */
export function SmartLink({ href, external, className, children }: Props) {
  if (external) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
        {children}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    )
  }
  return (
    <Link href={href} className={className}>
      {children}
    </Link>
  )
}
