import configPromise from '@payload-config'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { createLocalReq, getPayload } from 'payload'
import { cache } from 'react'

import type { CourseModule, CoursePreviewResponse } from '@/commerce/api'
import { catalogue } from '@/catalogue'
import { BuyOrOpenCourse } from '@/components/course/BuyOrOpenCourse.client'
import { CheckIcon, LockIcon, PlayIcon } from '@/components/course/icons'
import { LessonContent, LessonDownloads } from '@/components/course/LessonContent'
import { SiteFooter } from '@/components/site/SiteFooter'
import { card, primaryButton } from '@/components/watch/styles'
import { invoke } from '@/core/defineOperation'
import { asSystem } from '@/core/operation'
import { metadataFor } from '@/utilities/generateMeta'

import { getSiteSettings } from '../../../_loaders/globals'

import { ChosenPreview, PreviewLink } from './PreviewChooser.client'

type Args = { params: Promise<{ slug: string }> }

/**
 * The same page for every visitor, prerendered and cached (edits to a course, its lessons or its
 * offer refresh it: src/content/revalidate.ts). So it is read as a visitor who owns nothing, and
 * the preview a link names (?lesson=) is chosen in the browser.
 */
export async function generateStaticParams() {
  const payload = await getPayload({ config: configPromise })
  const { docs } = await payload.find({
    collection: 'courses',
    where: { isPublished: { equals: true } },
    limit: 0,
    pagination: false,
    select: { slug: true },
    ...asSystem('publicContent'),
  })
  return docs.map(({ slug }) => ({ slug }))
}

/** The course's public page as a visitor meets it (getCoursePreview), or null: not there. */
const load = cache(async (slug: string): Promise<CoursePreviewResponse | null> => {
  const payload = await getPayload({ config: configPromise })
  // No cookies: a buyer's own state (her unlocked lessons) is on /course, never in this page.
  const req = await createLocalReq({}, payload)
  try {
    return await invoke(catalogue.getCoursePreview, req, { course: slug })
  } catch {
    // Unknown, unpublished, or a name the schema refuses: the same 404.
    return null
  }
})

export async function generateMetadata({ params }: Args): Promise<Metadata> {
  const { slug } = await params
  const [preview, settings] = await Promise.all([load(slug), getSiteSettings()])
  return metadataFor(
    {
      title: preview ? `${preview.course.title} | ${settings.siteName}` : settings.siteName,
      description: preview?.course.description || undefined,
    },
    `/courses/${slug}`,
    settings,
  )
}

const badge =
  'rounded-full bg-rose-200 px-2 py-0.5 text-xs font-bold tracking-wide text-plum-950 uppercase'

/**
 * A course's public page: what it holds, section by section, its free preview lessons to watch
 * (or read) before buying, and the button to buy it through its offer's checkout. Locked
 * lessons show their title and length only: the server sends nothing else of them.
 */
export default async function PublicCoursePage({ params }: Args) {
  const { slug } = await params
  const preview = await load(slug)
  if (!preview) notFound()
  const { course, sections } = preview
  const modules = sections.flatMap((section) => section.modules)
  const previews = modules.filter((module) => module.isFree && !module.locked)
  const previewIds = previews.map((module) => module.id)

  // Read as a visitor (the cached copy); a buyer's browser swaps in the way to her course.
  const buy = (
    <BuyOrOpenCourse slug={slug} className={primaryButton}>
      {course.buyHref ? (
        <a href={course.buyHref} className={primaryButton}>
          Buy the course{course.price ? ` — ${course.price}` : ''}
        </a>
      ) : (
        <p className="font-semibold text-plum-800">This course is not on sale right now.</p>
      )}
    </BuyOrOpenCourse>
  )

  return (
    <>
      <main id="main" className="bg-cream-50 px-6 py-12 sm:py-16">
        <div className="mx-auto grid max-w-5xl gap-10">
          <header className="grid justify-items-start gap-4">
            <p className="text-sm font-semibold tracking-[0.2em] text-plum-700 uppercase">Course</p>
            <h1 className="font-serif text-4xl leading-tight text-plum-900 sm:text-5xl">
              {course.title}
            </h1>
            {course.description && <p className="max-w-3xl text-lg">{course.description}</p>}
            {buy}
          </header>

          {previews.length > 0 && (
            <section
              id="preview"
              aria-labelledby="preview-heading"
              className="grid scroll-mt-24 gap-4"
            >
              <ChosenPreview
                ids={previewIds}
                previews={Object.fromEntries(
                  previews.map((module) => [
                    module.id,
                    <>
                      <h2 id="preview-heading" className="font-serif text-3xl text-plum-900">
                        Free preview: {module.title}
                      </h2>
                      <LessonContent module={module} />
                      {module.description && <p className="text-lg">{module.description}</p>}
                      <LessonDownloads module={module} />
                    </>,
                  ]),
                )}
              />
            </section>
          )}

          <section aria-labelledby="outline-heading" className={`${card} grid gap-6`}>
            <h2 id="outline-heading" className="font-serif text-3xl text-plum-900">
              What’s inside
            </h2>
            {sections.map((section) => (
              <div key={section.title} className="grid gap-3">
                <h3 className="font-serif text-2xl text-plum-900">{section.title}</h3>
                <ol className="grid gap-2">
                  {section.modules.map((module) => (
                    <OutlineItem key={module.id} module={module} previewIds={previewIds} />
                  ))}
                </ol>
              </div>
            ))}
          </section>
          {course.buyHref && <div className="justify-self-center">{buy}</div>}
        </div>
      </main>
      <SiteFooter variant="standard" />
    </>
  )
}

function OutlineItem({ module, previewIds }: { module: CourseModule; previewIds: string[] }) {
  const details = (
    <span className="flex flex-wrap items-center gap-2 text-sm text-plum-800">
      {module.duration}
      {module.isFree && <span className={badge}>Free preview</span>}
    </span>
  )
  if (module.isFree && !module.locked) {
    return (
      <li>
        <PreviewLink
          id={module.id}
          ids={previewIds}
          className="flex items-start gap-3 rounded-2xl border p-3 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-plum-800"
          currentClassName="border-plum-800 bg-plum-50"
          otherClassName="border-plum-100 bg-white hover:border-plum-700"
        >
          <PlayIcon className="mt-0.5 size-5 text-plum-700" />
          <span className="grid gap-1">
            <span className="font-semibold text-plum-950">
              <span className="sr-only">Watch the free preview: </span>
              {module.title}
            </span>
            {details}
          </span>
        </PreviewLink>
      </li>
    )
  }
  return (
    <li className="flex items-start gap-3 rounded-2xl border border-plum-100 bg-white p-3">
      {module.locked ? (
        <LockIcon className="mt-0.5 size-5 text-plum-700" />
      ) : (
        <CheckIcon className="mt-0.5 size-5 text-green-700" />
      )}
      <span className="grid gap-1">
        <span className="font-semibold text-plum-950">{module.title}</span>
        {details}
        {module.locked && (
          <span className="text-sm text-plum-800">Included when you buy the course</span>
        )}
      </span>
    </li>
  )
}
