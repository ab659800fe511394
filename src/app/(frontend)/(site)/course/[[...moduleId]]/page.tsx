import configPromise from '@payload-config'
import type { Metadata } from 'next'
import { cookies } from 'next/headers'
import { notFound } from 'next/navigation'
import { getPayload } from 'payload'

import { courseOfLesson } from '@/courses/unlocking'
import { MEMBER_COOKIE } from '@/auth/memberStrategy'
import { CoursePortal } from '@/components/course/CoursePortal.client'
import { SiteFooter } from '@/components/site/SiteFooter'
import { loadUpgradeOffer } from '@/app/(frontend)/_loaders/upgradeOffer'
import { metadataFor } from '@/utilities/generateMeta'
import { getSiteSettings } from '@/app/(frontend)/_loaders/globals'

type Args = {
  params: Promise<{ moduleId?: string[] }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings()
  return {
    ...metadataFor(
      {
        title: `Course Portal | ${settings.siteName}`,
        description: 'Your courses: their lessons, your progress and resources.',
      },
      '/course',
      settings,
    ),
    // A member's own page: nothing here is for search engines.
    robots: { index: false, follow: false },
  }
}

/**
 * /course (every course she owns; with one, that course) and /course/<lesson web address> (the
 * course that lesson belongs to: addresses are unique across courses). Everything a member sees
 * comes from GET /api/course in her browser (her session cookie decides it), so this page
 * renders the same for everyone; it only names the lesson's course, and tells the portal whether a
 * member session cookie came at all (without one the browser need not ask).
 */
export default async function CoursePage({ params, searchParams }: Args) {
  const [{ moduleId = [] }, query, upgrade, jar] = await Promise.all([
    params,
    searchParams,
    loadUpgradeOffer(),
    cookies(),
  ])
  if (moduleId.length > 1) notFound()
  const email = Array.isArray(query.email) ? query.email[0] : query.email
  const lesson = moduleId[0] ? safeDecode(moduleId[0]) : null
  const owner = lesson
    ? await courseOfLesson(await getPayload({ config: configPromise }), lesson)
    : null
  return (
    <>
      <main id="main" className="min-h-[60vh] bg-cream-50">
        <CoursePortal
          email={email?.trim() || null}
          upgrade={upgrade}
          courseSlug={owner && !owner.isMain ? owner.slug : null}
          signedIn={jar.has(MEMBER_COOKIE)}
        />
      </main>
      <SiteFooter variant="standard" />
    </>
  )
}

function safeDecode(value: string) {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}
