import type { Metadata } from 'next'
import Link from 'next/link'
import { createLocalReq, getPayload } from 'payload'

import { catalogue } from '@/catalogue'
import { SiteFooter } from '@/components/site/SiteFooter'
import { card, primaryButton } from '@/components/watch/styles'
import { invoke } from '@/core/defineOperation'
import { toAppError } from '@/core/errors'
import { ROUTES } from '@/core/routes'
import configPromise from '@payload-config'

type SearchParams = Promise<Record<string, string | string[] | undefined>>

// The address carries her confirmation code: never indexed, never sent on as a referrer.
export const metadata: Metadata = {
  title: 'Confirm your subscription',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
}

const WORDS = {
  waiting: {
    title: 'One click to join',
    text: 'Press the button to confirm that you want my e-mails: gentle notes on coming home to your body, about once a week. You can unsubscribe any time, in one click.',
  },
  subscribed: {
    title: 'You are on the list',
    text: 'Thank you for confirming. My next e-mail will find you; each one has a link to unsubscribe.',
  },
  refused: {
    title: 'This link no longer adds you',
    text: 'You unsubscribed, or your address refused our e-mails, so this link does not put you back on the list. To join again, sign up on the site once more.',
  },
} as const

/**
 * Where the confirmation e-mail's button leads (double opt-in). Opening it changes nothing (mail
 * scanners open every link): she joins only by pressing its button, a form that posts the code.
 */
export default async function ConfirmSubscriptionPage({
  searchParams,
}: {
  searchParams: SearchParams
}) {
  const raw = (await searchParams).token
  const token = (Array.isArray(raw) ? raw[0] : raw)?.slice(0, 200) ?? ''
  let state: keyof typeof WORDS | null = null
  let problem = 'Open the whole link from your e-mail: this one is incomplete.'
  if (token) {
    const payload = await getPayload({ config: configPromise })
    try {
      state = (
        await invoke(catalogue.lookUpConfirmation, await createLocalReq({}, payload), { token })
      ).state
    } catch (error) {
      const known = toAppError(error)
      if (!known) throw error
      problem = known.message
    }
  }
  const words = state ? WORDS[state] : { title: 'This link does not work', text: problem }
  return (
    <>
      <main id="main" className="grid min-h-[60vh] place-items-center bg-cream-50 px-4 py-16">
        <section className={`${card} grid max-w-md gap-5 text-center`} aria-labelledby="confirm">
          <h1 id="confirm" className="font-serif text-3xl text-plum-900">
            {words.title}
          </h1>
          <p>{words.text}</p>
          {state === 'waiting' ? (
            <form
              method="post"
              action={`/api${ROUTES.confirmSubscription.path}?token=${encodeURIComponent(token)}`}
            >
              <button type="submit" className={primaryButton}>
                Yes, send me your e-mails
              </button>
            </form>
          ) : (
            <Link href="/" className={primaryButton}>
              Back to the site
            </Link>
          )}
        </section>
      </main>
      <SiteFooter variant="standard" />
    </>
  )
}
