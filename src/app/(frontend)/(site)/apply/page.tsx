import type { Metadata } from 'next'

import { REPLY_WITHIN_HOURS, STEP_COUNT } from '@/applications/schema'
import { ApplicationForm } from '@/components/apply/ApplicationForm.client'
import { SiteFooter } from '@/components/site/SiteFooter'
import { metadataFor } from '@/utilities/generateMeta'
import { getConsentWords } from '@/app/(frontend)/_loaders/consent'
import { getSiteSettings } from '@/app/(frontend)/_loaders/globals'

const meta = {
  title: 'Apply for 1:1 Mentorship | Somatic Mentorship for Women',
  description: `Apply for private somatic mentorship: ${STEP_COUNT} gentle steps, answered in your own words or by voice, with a personal reply within ${REPLY_WITHIN_HOURS} hours.`,
  keywords: 'mentorship application, somatic mentorship, 1:1 coaching, embodiment, women',
}

export async function generateMetadata(): Promise<Metadata> {
  return metadataFor(meta, '/apply', await getSiteSettings())
}

export default async function ApplyPage() {
  const [settings, { optInLabel }] = await Promise.all([getSiteSettings(), getConsentWords()])
  return (
    <>
      <main id="main" className="bg-cream-50">
        <div className="mx-auto grid max-w-3xl gap-8 px-6 py-12 sm:py-16">
          <header className="grid gap-4 text-center">
            <h1 className="font-serif text-4xl leading-tight text-plum-900 sm:text-5xl">
              Apply for 1:1 Mentorship
            </h1>
            <p className="text-lg text-plum-900">
              Take your time with these questions. There are no right answers, only honest ones.
              Your answers stay on this device as you write, so you can pause and return, and{' '}
              {settings.ownerName} replies personally within {REPLY_WITHIN_HOURS} hours.
            </p>
          </header>
          <noscript>
            <p className="rounded-2xl bg-white p-4 text-center text-plum-900 ring-1 ring-plum-100">
              The application needs JavaScript. You can also write to{' '}
              <a className="underline" href={`mailto:${settings.supportEmail}`}>
                {settings.supportEmail}
              </a>
              .
            </p>
          </noscript>
          <ApplicationForm ownerName={settings.ownerName} optInLabel={optInLabel} />
        </div>
      </main>
      <SiteFooter variant="standard" />
    </>
  )
}
