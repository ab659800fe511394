import configPromise from '@payload-config'
import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { createLocalReq, getPayload } from 'payload'

import type { AffiliatePage } from '@/affiliates/operations/getAffiliatePage'
import { catalogue } from '@/catalogue'
import { CopyLink } from '@/components/affiliates/CopyLink.client'
import { SiteFooter } from '@/components/site/SiteFooter'
import { card } from '@/components/watch/styles'
import { invoke } from '@/core/defineOperation'
import { formatUSD } from '@/utilities/money'

import { getSiteSettings } from '../../_loaders/globals'

type SearchParams = Promise<Record<string, string | string[] | undefined>>

// The address carries her page's token: never indexed, never sent on as a referrer.
export const metadata: Metadata = {
  title: 'Your affiliate page',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
}

async function load(token: string): Promise<AffiliatePage | null> {
  if (!token) return null
  const payload = await getPayload({ config: configPromise })
  const req = await createLocalReq({ req: { headers: await headers() } }, payload)
  try {
    return await invoke(catalogue.getAffiliatePage, req, { token })
  } catch {
    // A token the schema refuses (too long): the same kind answer as any other wrong link.
    return null
  }
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-2xl bg-cream-50 p-4 ring-1 ring-plum-100">
      <dt className="text-sm text-plum-800">{label}</dt>
      <dd className="font-serif text-2xl text-plum-950">{value}</dd>
    </div>
  )
}

/**
 * An affiliate's own page, opened by the link the owner e-mailed her: her link to copy, her
 * clicks, sales and earnings — hers alone. A wrong or expired link gets a kind sentence only.
 */
export default async function AffiliatePageRoute({ searchParams }: { searchParams: SearchParams }) {
  const raw = (await searchParams).token
  const token = (Array.isArray(raw) ? raw[0] : raw)?.slice(0, 200) ?? ''
  const [page, settings] = await Promise.all([load(token), getSiteSettings()])
  return (
    <>
      <main id="main" className="bg-cream-50 px-4 py-12 sm:py-16">
        {page ? (
          <div className="mx-auto grid max-w-3xl gap-6">
            <header className="grid gap-2">
              <h1 className="font-serif text-3xl text-plum-900 sm:text-4xl">
                Hello {page.name}, thank you for sharing
              </h1>
              <p className="text-plum-900">
                Anyone who follows your link and buys within 30 days earns you{' '}
                {Math.round(page.commissionRate * 1000) / 10}% of what she paid.
              </p>
            </header>
            <section className={`${card} grid gap-4`} aria-labelledby="your-link">
              <h2 id="your-link" className="font-serif text-xl text-plum-900">
                Your link
              </h2>
              <CopyLink link={page.link} />
            </section>
            <section className={`${card} grid gap-4`} aria-labelledby="your-figures">
              <h2 id="your-figures" className="font-serif text-xl text-plum-900">
                Your figures
              </h2>
              <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
                <Figure label="Clicks" value={page.clicks.toLocaleString('en-US')} />
                <Figure label="Sales" value={page.sales.toLocaleString('en-US')} />
                <Figure
                  label="Earned, not yet paid"
                  value={formatUSD(page.pendingInCents, { cents: true })}
                />
                <Figure label="Paid to you" value={formatUSD(page.paidInCents, { cents: true })} />
              </dl>
            </section>
            <section className={`${card} grid gap-4`} aria-labelledby="your-sales">
              <h2 id="your-sales" className="font-serif text-xl text-plum-900">
                Your latest sales
              </h2>
              {page.commissions.length === 0 ? (
                <p>No sales yet. They appear here as soon as someone buys through your link.</p>
              ) : (
                <div className="overflow-x-auto">
                  <table className="w-full text-left">
                    <caption className="sr-only">
                      Your latest sales, newest first (dates in {page.zone})
                    </caption>
                    <thead>
                      <tr className="border-b border-plum-100 text-sm text-plum-800">
                        <th scope="col" className="py-2 pr-4">
                          Day
                        </th>
                        <th scope="col" className="py-2 pr-4">
                          Your commission
                        </th>
                        <th scope="col" className="py-2">
                          Status
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {page.commissions.map((commission, index) => (
                        <tr key={index} className="border-b border-plum-50">
                          <td className="py-2 pr-4">{commission.day}</td>
                          <td className="py-2 pr-4">
                            {formatUSD(commission.commissionInCents, { cents: true })}
                          </td>
                          <td className="py-2">{commission.status}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
            </section>
          </div>
        ) : (
          <section
            className={`${card} mx-auto grid max-w-md gap-4 text-center`}
            aria-labelledby="affiliate-link"
          >
            <h1 id="affiliate-link" className="font-serif text-3xl text-plum-900">
              This link has expired
            </h1>
            <p>
              Links to your affiliate page work for a while only, for your safety. Please write to{' '}
              {settings.supportEmail} and ask for a new one: it comes by e-mail in a moment.
            </p>
          </section>
        )}
      </main>
      <SiteFooter variant="standard" />
    </>
  )
}
