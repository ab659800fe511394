import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import type { ReactNode } from 'react'

import { paymentMode } from '@/commerce/stripe'
import Link from '@/components/SiteLink'
import { SiteFooter } from '@/components/site/SiteFooter'
import { RegisterForm } from '@/components/workshop/RegisterForm.client'
import { WorkshopDetails } from '@/components/workshop/WorkshopDetails'
import { metadataFor } from '@/utilities/generateMeta'
import { getConsentWords } from '@/app/(frontend)/_loaders/consent'
import { getSiteSettings } from '@/app/(frontend)/_loaders/globals'
import { formatUSD } from '@/utilities/money'
import type { registrationAfterCheckout } from '@/workshops/confirmation'
import { getWorkshop } from '@/app/(frontend)/_loaders/workshop'
import { confirmationPath } from '@/workshops/checkout'
import { scheduleLabels, spotsLabel, workshopStatus } from '@/workshops/view'

/*
 * A workshop's page, shared by its two routes: page.tsx, the same for every visitor (prerendered,
 * regenerated every few seconds for the spots left), and confirmation/page.tsx, her own answer
 * after checkout (next.config.ts rewrites /workshop/<slug>?session_id=… there), rendered per
 * request and never cached.
 */

export async function workshopMetadata(slug: string): Promise<Metadata> {
  const [workshop, settings] = await Promise.all([getWorkshop(slug), getSiteSettings()])
  if (!workshop) return {}
  const { dateLabel } = scheduleLabels(workshop)
  return metadataFor(
    {
      title: `${workshop.title}: live workshop, ${dateLabel}`,
      description: workshop.description,
    },
    `/workshop/${workshop.slug}`,
    settings,
  )
}

const panel = 'flex flex-col gap-4 rounded-3xl bg-white p-6 shadow-xl ring-1 ring-plum-100 sm:p-8'
const link =
  'font-semibold text-plum-800 underline underline-offset-4 hover:text-plum-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-plum-800'

function Notice({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby="workshop-state" className={panel} data-testid="workshop-state">
      <h2 id="workshop-state" className="font-serif text-3xl text-plum-900">
        {heading}
      </h2>
      {children}
    </section>
  )
}

export type Registration = NonNullable<Awaited<ReturnType<typeof registrationAfterCheckout>>>

/** After checkout: what became of her registration, from the server's records. */
function Confirmation({ registration }: { registration: Registration }) {
  if (registration.paymentStatus === 'paid') {
    return (
      <Notice heading="You're registered!">
        <p className="text-lg">
          Your place is held for you. A confirmation with the date, time and location is on its way
          to {registration.participantEmail}.
        </p>
        {registration.mode === 'demo' && (
          <p className="rounded-xl bg-plum-50 px-4 py-3 text-sm font-semibold text-plum-900">
            Test mode: no money moved.
          </p>
        )}
      </Notice>
    )
  }
  return (
    <Notice heading="Confirming your payment">
      <p className="text-lg">
        This takes a moment. Your confirmation e-mail follows as soon as the payment is confirmed;
        there is no need to pay again.
      </p>
      <Link
        href={confirmationPath(registration.workshop.slug, registration.checkoutSessionId!)}
        className={link}
      >
        Check again
      </Link>
    </Notice>
  )
}

export async function WorkshopView({
  slug,
  registration,
}: {
  slug: string
  /** Hers, on the confirmation route only. */
  registration?: Registration
}) {
  const workshop = await getWorkshop(slug)
  if (!workshop) notFound()
  const [settings, { optInLabel }] = await Promise.all([getSiteSettings(), getConsentWords()])
  const status = workshopStatus(workshop)
  const { dateLabel } = scheduleLabels(workshop)
  const price = formatUSD(workshop.product.priceInCents)

  let state: ReactNode
  if (
    registration?.workshop.id === workshop.id &&
    (registration.paymentStatus === 'paid' || registration.paymentStatus === 'pending')
  ) {
    state = <Confirmation registration={registration} />
  } else if (status === 'over') {
    state = (
      <Notice heading="This workshop is over">
        <p className="text-lg">
          {workshop.title} took place on {dateLabel}. Registration is closed, and no payment is
          taken for it.
        </p>
        <p>
          Meanwhile, the self-led masterclass is open any time:{' '}
          <Link href="/masterclass" className={link}>
            explore the masterclass
          </Link>
          .
        </p>
      </Notice>
    )
  } else if (status === 'closed') {
    state = (
      <Notice heading="Registration is closed">
        <p className="text-lg">
          Registration for {workshop.title} is closed. Questions? Write to{' '}
          <a href={`mailto:${settings.supportEmail}`} className={link}>
            {settings.supportEmail}
          </a>
          .
        </p>
      </Notice>
    )
  } else if (status === 'sold-out') {
    state = (
      <Notice heading="Sold out">
        <p className="text-lg">
          All {workshop.maxParticipants} spots are taken. A spot may open again if a checkout is not
          completed within 30 minutes.
        </p>
      </Notice>
    )
  } else if (paymentMode() === 'unavailable') {
    state = (
      <Notice heading="Register by e-mail">
        <p className="text-lg">
          Online registration is not available at the moment. Write to{' '}
          <a href={`mailto:${settings.supportEmail}`} className={link}>
            {settings.supportEmail}
          </a>{' '}
          and we will hold a spot for you.
        </p>
      </Notice>
    )
  } else {
    state = (
      <section aria-labelledby="workshop-register" className={panel}>
        <h2 id="workshop-register" className="font-serif text-3xl text-plum-900">
          Reserve your spot
        </h2>
        <RegisterForm
          slug={workshop.slug}
          buttonLabel={`Register · ${price}`}
          optInLabel={optInLabel}
        />
        <p className="text-sm text-plum-800">
          You pay {price} on the secure payment page next. Your spot is held for 30 minutes while
          you pay.
        </p>
      </section>
    )
  }

  return (
    <>
      <main id="main" className="bg-cream-50">
        <section className="bg-plum-950 text-cream-50">
          <div className="mx-auto flex max-w-4xl flex-col gap-5 px-6 py-16 sm:py-20">
            <p className="text-sm font-semibold tracking-[0.2em] text-rose-200 uppercase">
              Live workshop
            </p>
            <h1 className="font-serif text-4xl leading-tight sm:text-6xl">{workshop.title}</h1>
            <p className="max-w-2xl text-lg text-cream-100 sm:text-xl">{workshop.description}</p>
          </div>
        </section>
        <div className="mx-auto grid max-w-4xl gap-10 px-6 py-12 md:grid-cols-[1fr_minmax(0,24rem)] md:items-start">
          <section aria-labelledby="workshop-details" className="flex flex-col gap-6">
            <h2 id="workshop-details" className="font-serif text-3xl text-plum-900">
              The details
            </h2>
            <WorkshopDetails workshop={workshop} />
            {status !== 'over' && (
              <p
                className="self-start rounded-full bg-rose-200 px-4 py-1 font-semibold text-plum-950"
                data-testid="workshop-spots"
              >
                {spotsLabel(workshop)}
              </p>
            )}
          </section>
          {state}
        </div>
      </main>
      <SiteFooter variant="standard" />
    </>
  )
}
