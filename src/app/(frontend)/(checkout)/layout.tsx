import type { ReactNode } from 'react'

import { SiteHeader } from '@/components/site/SiteHeader'

/** The site's frame, with the checkout's own navigation (spec §2: it omits Free Meditation). */
export default function CheckoutLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SiteHeader variant="checkout" />
      {children}
    </>
  )
}
