import type { Metadata } from 'next'
import Link from 'next/link'

import { SignInForm } from '@/components/sign-in/SignInForm.client'
import { SiteFooter } from '@/components/site/SiteFooter'
import { card, primaryButton } from '@/components/watch/styles'
import { MEMBER_SIGN_IN_PATH } from '@/commerce/accessLinks'

type SearchParams = Promise<Record<string, string | string[] | undefined>>

// The address carries a sign-in token: never indexed, never sent on as a referrer.
export const metadata: Metadata = {
  title: 'Signing you in',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
}

/** Where an e-mailed sign-in link leads (GET /api/member/sign-in?token=… redirects here). */
export default async function SignInPage({ searchParams }: { searchParams: SearchParams }) {
  const raw = (await searchParams).token
  const token = (Array.isArray(raw) ? raw[0] : raw)?.slice(0, 200) ?? ''
  return (
    <>
      <main id="main" className="grid min-h-[60vh] place-items-center bg-cream-50 px-4 py-16">
        {token ? (
          <section className={`${card} grid max-w-md gap-5 text-center`} aria-labelledby="sign-in">
            <h1 id="sign-in" className="font-serif text-3xl text-plum-900">
              Signing you in…
            </h1>
            <p>One moment: we are opening your masterclass in this browser.</p>
            <SignInForm action={MEMBER_SIGN_IN_PATH} token={token} label="Sign in and watch" />
          </section>
        ) : (
          // Opened without the link's code (typed, or cut short by a mail app): nothing to send.
          <section className={`${card} grid max-w-md gap-5 text-center`} aria-labelledby="sign-in">
            <h1 id="sign-in" className="font-serif text-3xl text-plum-900">
              This link is incomplete
            </h1>
            <p>
              Open the whole link from your e-mail, or ask for a new one with the address you bought
              with.
            </p>
            <Link href="/watch" className={primaryButton}>
              Get a new sign-in link
            </Link>
          </section>
        )}
      </main>
      <SiteFooter variant="standard" />
    </>
  )
}
