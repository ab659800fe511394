import type { Payload } from 'payload'

import { MASTERCLASS_COURSE_SLUG, PRODUCT_SLUGS } from './products'
import type { Lesson } from '@/payload-types'

type LessonSeed = Pick<
  Lesson,
  'moduleId' | 'title' | 'description' | 'duration' | 'type' | 'order'
> & {
  videoHostId: string
}

/**
 * The four modules of spec §3. The Vimeo ids are samples: the owner replaces each with her own
 * video's id in the admin (Course → Lessons).
 */
export const lessonsSeed: { section: string; lessons: LessonSeed[] }[] = [
  {
    section: 'The Masterclass',
    lessons: [
      {
        moduleId: 'main-masterclass',
        title: 'The Good Girl Paradox - Full Masterclass',
        description:
          'The full 90-minute journey: embodiment meditation, somatic breathwork, humming for safety, reflection and forgiveness, boundary tapping and the erotic sovereignty ritual.',
        duration: '90 minutes',
        type: 'main',
        order: 1,
        videoHostId: '907311455',
      },
    ],
  },
  {
    section: 'Return to the Body',
    lessons: [
      {
        moduleId: 'boundary-tapping',
        title: 'Boundary Tapping Ritual',
        description:
          'An EFT tapping practice to feel where you end and others begin, and to say no without leaving your body.',
        duration: '15 minutes',
        type: 'addon',
        order: 2,
        videoHostId: '907311612',
      },
      {
        moduleId: 'sovereignty-ritual',
        title: 'Sovereignty Ritual',
        description:
          'A guided ritual to claim your body as your own: breath, voice and movement for a sovereign yes.',
        duration: '18 minutes',
        type: 'addon',
        order: 3,
        videoHostId: '907311788',
      },
      {
        moduleId: 'eros-activation',
        title: 'Eros Energy Activation',
        description:
          'A somatic practice to wake up life force and pleasure, gently and at your own pace.',
        duration: '20 minutes',
        type: 'addon',
        order: 4,
        videoHostId: '907311934',
      },
    ],
  },
]

/** The masterclass course: sections and lessons (its ebook and guide: src/seed/documents.ts). */
export async function seedCourse(payload: Payload): Promise<void> {
  const existing = await payload.count({
    collection: 'courses',
    where: { slug: { equals: MASTERCLASS_COURSE_SLUG } },
  })
  if (existing.totalDocs > 0) return

  const products = await payload.find({
    collection: 'offers',
    where: { slug: { in: [PRODUCT_SLUGS.masterclass, PRODUCT_SLUGS.bonus] } },
    limit: 2,
  })
  const productId = (slug: string) => products.docs.find((product) => product.slug === slug)?.id
  const masterclass = productId(PRODUCT_SLUGS.masterclass)
  if (!masterclass) throw new Error('Seed the products before the course')

  const course = await payload.create({
    collection: 'courses',
    data: {
      title: 'The Good Girl Paradox',
      slug: MASTERCLASS_COURSE_SLUG,
      description:
        'A 90-minute self-led masterclass from people-pleasing to sensual sovereignty, with the optional Return to the Body practices.',
      isPublished: true,
      product: masterclass,
      bonusProduct: productId(PRODUCT_SLUGS.bonus),
    },
    context: { disableRevalidate: true },
  })
  // The masterclass offer opens the course and carries the bonus as its order bump; the bonus
  // opens the course's bonus lessons. /checkout sells the main offer (site settings).
  const bonus = productId(PRODUCT_SLUGS.bonus)
  await payload.update({
    collection: 'offers',
    id: masterclass,
    data: {
      courses: [course.id],
      ...(bonus ? { bumps: [{ offer: bonus, priceInCents: 2000 }] } : {}),
    },
    context: { disableRevalidate: true },
  })
  if (bonus) {
    await payload.update({
      collection: 'offers',
      id: bonus,
      data: { courses: [course.id], includesBonusLessons: true },
      context: { disableRevalidate: true },
    })
  }
  await payload.updateGlobal({
    slug: 'site-settings',
    data: { mainOffer: masterclass },
    context: { disableRevalidate: true },
  })
  for (const [index, { section, lessons }] of lessonsSeed.entries()) {
    const created = await payload.create({
      collection: 'sections',
      data: { course: course.id, title: section, order: index + 1 },
      context: { disableRevalidate: true },
    })
    for (const lesson of lessons) {
      await payload.create({
        collection: 'lessons',
        data: { ...lesson, contentType: 'video', section: created.id },
        context: { disableRevalidate: true },
      })
    }
  }
}
