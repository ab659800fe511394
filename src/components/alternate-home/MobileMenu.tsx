'use client'

import Link from '@/components/SiteLink'
import { useEffect, useRef, useState, type ReactNode } from 'react'

import { ui } from './styles'

const PANEL_ID = 'alternate-home-menu'

/**
 * The navigation bar (its items come as children) with the small-screen toggle at its end and,
 * below it, the toggle's menu: the same links as the wide navigation. Escape closes it.
 */
export function MobileMenu({
  label,
  links,
  badge,
  children,
}: {
  label: string
  links: { label: string; href: string }[]
  /** Null when nothing on the page is time-limited. */
  badge: string | null
  children: ReactNode
}) {
  const [open, setOpen] = useState(false)
  const toggle = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      toggle.current?.focus()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [open])

  return (
    <>
      <div className="flex items-center gap-3 sm:gap-5">
        {children}
        <button
          ref={toggle}
          type="button"
          aria-expanded={open}
          aria-controls={PANEL_ID}
          onClick={() => setOpen((value) => !value)}
          className={`inline-flex size-10 items-center justify-center rounded-full text-plum-900 hover:bg-plum-100 xl:hidden ${ui.focusRingLight}`}
        >
          <span className="sr-only">{label}</span>
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none">
            <path
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              d={open ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'}
            />
          </svg>
        </button>
      </div>
      <div id={PANEL_ID} hidden={!open} className="mt-3 xl:hidden">
        <ul className="flex flex-col gap-1 border-t border-plum-100 py-3">
          {links.map((link) => (
            <li key={link.href}>
              <Link
                href={link.href}
                onClick={() => setOpen(false)}
                className={`block rounded-lg px-3 py-3 font-semibold text-plum-900 hover:bg-plum-100 ${ui.focusRingLight}`}
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
        {badge && (
          <p className="px-3 pb-3">
            <span className="inline-block rounded-full bg-rose-200 px-3 py-1 text-xs font-bold tracking-wider text-plum-950 uppercase">
              {badge}
            </span>
          </p>
        )}
      </div>
    </>
  )
}
