import configPromise from '@payload-config'
import type { Metadata } from 'next'
import { getPayload } from 'payload'

import { registrationAfterCheckout } from '@/workshops/confirmation'

import { WorkshopView, workshopMetadata } from '../WorkshopView'

/**
 * /workshop/<slug>?registration=confirmed&session_id=… (Stripe's return address, spec §7), which
 * next.config.ts rewrites here: how her registration went, from the server's records. Hers alone,
 * so rendered per request and sent `private, no-store`; the page without a session id is cached.
 */
export const dynamic = 'force-dynamic'

type Args = {
  params: Promise<{ slug: string }>
  searchParams: Promise<{ registration?: string; session_id?: string }>
}

export async function generateMetadata({ params }: Args): Promise<Metadata> {
  return { ...(await workshopMetadata((await params).slug)), robots: { index: false } }
}

export default async function WorkshopConfirmationPage({ params, searchParams }: Args) {
  const [{ slug }, query] = await Promise.all([params, searchParams])
  const registration =
    query.registration === 'confirmed' && query.session_id
      ? await registrationAfterCheckout(
          await getPayload({ config: configPromise }),
          query.session_id,
        )
      : undefined
  return <WorkshopView slug={slug} registration={registration} />
}
