'use client'

import { usePathname } from 'next/navigation'
import { type ReactNode, useEffect, useId, useState } from 'react'

/** The small-screen toggle menu: closes on navigation and on Escape. */
export function MobileMenu({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false)
  const pathname = usePathname()
  const panelId = useId()
  const [shownFor, setShownFor] = useState(pathname)
  if (shownFor !== pathname) {
    setShownFor(pathname)
    setOpen(false)
  }

  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false)
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open])

  return (
    <div className="lg:hidden">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="rounded-full border border-plum-800 px-4 py-2 text-sm font-semibold text-plum-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-plum-800"
      >
        {open ? 'Close' : 'Menu'}
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-full border-b border-plum-100 bg-cream-50 shadow-md"
      >
        {children}
      </div>
    </div>
  )
}
