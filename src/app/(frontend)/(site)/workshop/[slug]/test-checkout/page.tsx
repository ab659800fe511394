import configPromise from '@payload-config'
import type { Metadata } from 'next'
import { getPayload } from 'payload'
import type { ReactNode } from 'react'

import { demoPaymentsAllowed } from '@/commerce/stripe'
import Link from '@/components/SiteLink'
import { SiteFooter } from '@/components/site/SiteFooter'
import { TestCheckoutConfirm } from '@/components/workshop/TestCheckoutConfirm.client'
import { formatUSD } from '@/utilities/money'
import { checkoutExpired, findRegistrationByCheckout } from '@/workshops/confirmation'
import { confirmationPath } from '@/workshops/checkout'
import { scheduleLabels } from '@/workshops/view'

export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  title: 'Test checkout (no payment)',
  robots: { index: false, follow: false },
}

type Args = {
  params: Promise<{ slug: string }>
  searchParams: Promise<{ session?: string }>
}

const link =
  'font-semibold text-plum-800 underline underline-offset-4 hover:text-plum-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-plum-800'

function Shell({ children }: { children: ReactNode }) {
  return (
    <>
      <main id="main" className="bg-cream-50">
        <div className="mx-auto flex max-w-xl flex-col gap-6 px-6 py-14">
          <p
            role="note"
            className="rounded-2xl border-2 border-dashed border-plum-700 bg-plum-50 px-5 py-4 font-semibold text-plum-900"
          >
            Test mode: no card is asked for and no money moves. This page stands in for the secure
            payment page because no payment provider is configured on this site.
          </p>
          {children}
        </div>
      </main>
      <SiteFooter variant="standard" />
    </>
  )
}

/**
 * Demo mode's stand-in for Stripe Checkout: the registration it confirms goes through the same
 * fulfilment as a real payment (paid status, revenue event, confirmation e-mail).
 */
export default async function TestCheckoutPage({ params, searchParams }: Args) {
  const [{ slug }, { session }] = await Promise.all([params, searchParams])
  const payload = await getPayload({ config: configPromise })
  const registration =
    session && demoPaymentsAllowed()
      ? await findRegistrationByCheckout(payload, session)
      : undefined

  if (!session || !registration || registration.mode !== 'demo') {
    return (
      <Shell>
        <h1 className="font-serif text-4xl text-plum-900">Test checkout not found</h1>
        <p className="text-lg">
          This test checkout does not exist or test mode is switched off.{' '}
          <Link href={`/workshop/${slug}`} className={link}>
            Back to the workshop
          </Link>
        </p>
      </Shell>
    )
  }

  const { workshop } = registration
  const { dateLabel, timeLabel } = scheduleLabels(workshop)
  const expired = checkoutExpired(registration)

  return (
    <Shell>
      <h1 className="font-serif text-4xl text-plum-900">Test checkout</h1>
      <section
        aria-labelledby="order"
        className="flex flex-col gap-4 rounded-3xl bg-white p-6 shadow-xl ring-1 ring-plum-100 sm:p-8"
      >
        <h2 id="order" className="font-serif text-2xl text-plum-900">
          {workshop.title}: live workshop
        </h2>
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
          {(
            [
              ['When', `${dateLabel}, ${timeLabel}`],
              ['Name', registration.participantName],
              ['Email', registration.participantEmail],
              ['Total', formatUSD(registration.priceInCents, { cents: true })],
            ] as const
          ).map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="font-semibold text-plum-700">{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {registration.paymentStatus === 'paid' ? (
          <p className="text-lg">
            This registration is already confirmed.{' '}
            <Link href={confirmationPath(workshop.slug, session)} className={link}>
              See your registration
            </Link>
          </p>
        ) : expired ? (
          <p className="text-lg">
            This test checkout has expired: a checkout stays open for 30 minutes.{' '}
            <Link href={`/workshop/${workshop.slug}`} className={link}>
              Register again
            </Link>
          </p>
        ) : (
          <>
            <TestCheckoutConfirm sessionId={session} label="Confirm test registration" />
            <Link href={`/workshop/${workshop.slug}`} className={`${link} self-center`}>
              Cancel and go back
            </Link>
          </>
        )}
      </section>
    </Shell>
  )
}
