import type { Metadata } from 'next'
import Link from 'next/link'
import { createLocalReq, getPayload } from 'payload'

import { catalogue } from '@/catalogue'
import { SiteFooter } from '@/components/site/SiteFooter'
import { card, primaryButton, secondaryButton } from '@/components/watch/styles'
import { PRIVACY_PATH } from '@/content/privacy'
import { invoke } from '@/core/defineOperation'
import { toAppError } from '@/core/errors'
import { ROUTES } from '@/core/routes'
import configPromise from '@payload-config'

type SearchParams = Promise<Record<string, string | string[] | undefined>>

// The address carries her link's code: never indexed, never sent on as a referrer.
export const metadata: Metadata = {
  title: 'Your data',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
}

const dayOf = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso))

/**
 * Where the e-mailed link to her own data leads. Opening it changes nothing (mail scanners open
 * every link): she downloads her data with one link, and asks to be erased with a button, a form
 * that posts her code, which the owner then confirms.
 */
export default async function MyDataPage({ searchParams }: { searchParams: SearchParams }) {
  const raw = (await searchParams).token
  const token = (Array.isArray(raw) ? raw[0] : raw)?.slice(0, 200) ?? ''
  let shown: { name: string | null; erasureAskedAt: string | null } | null = null
  let problem = 'Open the whole link from your e-mail: this one is incomplete.'
  if (token) {
    const payload = await getPayload({ config: configPromise })
    try {
      shown = await invoke(catalogue.lookUpMyData, await createLocalReq({}, payload), { token })
    } catch (error) {
      const known = toAppError(error)
      if (!known) throw error
      problem = known.message
    }
  }
  const code = encodeURIComponent(token)
  return (
    <>
      <main id="main" className="grid min-h-[60vh] place-items-center bg-cream-50 px-4 py-16">
        <section className={`${card} grid max-w-xl gap-5`} aria-labelledby="my-data">
          <h1 id="my-data" className="font-serif text-3xl text-plum-900">
            {shown ? 'Your data' : 'This link does not work'}
          </h1>
          {!shown ? (
            <>
              <p>{problem}</p>
              <Link href={PRIVACY_PATH} className={primaryButton}>
                Ask for a new link
              </Link>
            </>
          ) : (
            <>
              <p>
                {shown.name ? `Dear ${shown.name}, here` : 'Here'} is everything this site keeps
                about you, in one file: a page you can open in any browser, and the same for a
                computer.
              </p>
              <a
                href={`/api${ROUTES.downloadMyData.path}?token=${code}`}
                className={primaryButton}
                download
              >
                Download my data
              </a>
              <h2 className="font-serif text-2xl text-plum-900">Erase my data</h2>
              {shown.erasureAskedAt ? (
                <p role="status" className="font-semibold text-plum-900">
                  You asked to be erased on {dayOf(shown.erasureAskedAt)}. I have your request, and
                  I will erase your data within 30 days of it.
                </p>
              ) : (
                <>
                  <p>
                    If you want, I will erase everything this site keeps about you. I do it myself,
                    within 30 days. Only the records of what you bought stay, without your name or
                    address, because tax law asks me to keep them.
                  </p>
                  <form method="post" action={`/api${ROUTES.askForErasure.path}?token=${code}`}>
                    <button type="submit" className={secondaryButton}>
                      Please erase my data
                    </button>
                  </form>
                </>
              )}
            </>
          )}
        </section>
      </main>
      <SiteFooter variant="standard" />
    </>
  )
}
