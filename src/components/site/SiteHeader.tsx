import Link from '@/components/SiteLink'

import { getHeader, getSiteSettings } from '@/app/(frontend)/_loaders/globals'

import { MobileMenu } from './MobileMenu.client'

type Props = { variant?: 'standard' | 'checkout' }

export async function SiteHeader({ variant = 'standard' }: Props) {
  const [header, settings] = await Promise.all([getHeader(), getSiteSettings()])
  const items = header.navItems.filter((item) => variant !== 'checkout' || !item.hideOnCheckout)
  const links = items.map((item) => (
    <li key={item.id ?? item.href}>
      <Link
        href={item.href}
        className="block rounded px-2 py-2 text-sm font-semibold tracking-widest text-plum-900 hover:text-plum-700 focus-visible:outline-2 focus-visible:outline-plum-800"
      >
        {item.label}
      </Link>
    </li>
  ))
  return (
    <header className="sticky top-0 z-40 border-b border-plum-100 bg-cream-50/95 backdrop-blur">
      <nav
        aria-label="Main"
        className="mx-auto flex max-w-6xl items-center justify-between px-6 py-3"
      >
        <Link href="/" className="font-serif text-xl text-plum-900">
          {settings.siteName}
        </Link>
        <ul className="hidden items-center gap-4 lg:flex">{links}</ul>
        <MobileMenu>
          <ul className="grid gap-1 px-6 pb-4">{links}</ul>
        </MobileMenu>
      </nav>
    </header>
  )
}
