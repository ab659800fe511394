import type { Payload } from 'payload'

import { MASTERCLASS_COURSE_SLUG, PRODUCT_SLUGS } from '@/commerce/catalogue'
import type { Lesson } from '@/payload-types'

import { simplePdf } from './pdf'

type LessonSeed = Pick<
  Lesson,
  'moduleId' | 'title' | 'description' | 'duration' | 'type' | 'order'
> & {
  videoHostId: string
}

/**
 * The four modules of spec §3. The Vimeo ids are placeholders: the owner replaces each with her
 * own video's id in the admin (Course → Lessons).
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

const ebookText = [
  'This placeholder ebook stands in for the Emotional Power Ebook. Replace it in the admin: Media, "Emotional Power Ebook".',
  'Your emotions are information, not inconvenience. The good girl learned to swallow anger, soften sadness and apologise for joy. This book invites you to feel them again, in your body, safely.',
  'Practice one: name it. Three times a day, pause and name what you feel in one word. Notice where it lives in your body.',
  'Practice two: let it move. Anger wants to push, sadness wants to soften, joy wants to expand. Give each one thirty seconds of movement.',
  'Practice three: speak it. Say one true sentence a day that you would usually keep to yourself.',
]

const guideText = [
  'This placeholder guide stands in for the Integration Guide. Replace it in the admin: Media, "Integration Guide".',
  'After the masterclass, give yourself a quiet hour. Drink water, walk slowly, and write down three sensations you noticed.',
  'Week one: repeat the embodiment meditation every morning. Week two: add the somatic breathwork. Week three: return to the reflection and forgiveness practice.',
  'If strong feelings come up, slow down, put your hands on your heart, and hum. You are safe to feel.',
]

async function seedPdf(
  payload: Payload,
  key: string,
  alt: string,
  filename: string,
  text: string[],
) {
  const data = simplePdf(alt, text)
  return payload.create({
    collection: 'media',
    data: { alt, seedKey: key, membersOnly: true },
    file: { data, mimetype: 'application/pdf', name: filename, size: data.length },
  })
}

/** The masterclass course: sections, lessons and the two members-only PDFs. */
export async function seedCourse(payload: Payload): Promise<void> {
  const existing = await payload.count({
    collection: 'courses',
    where: { slug: { equals: MASTERCLASS_COURSE_SLUG } },
  })
  if (existing.totalDocs > 0) return

  const products = await payload.find({
    collection: 'products',
    where: { slug: { in: [PRODUCT_SLUGS.masterclass, PRODUCT_SLUGS.bonus] } },
    limit: 2,
  })
  const productId = (slug: string) => products.docs.find((product) => product.slug === slug)?.id
  const masterclass = productId(PRODUCT_SLUGS.masterclass)
  if (!masterclass) throw new Error('Seed the products before the course')

  const ebook = await seedPdf(
    payload,
    'emotional-power-ebook',
    'Emotional Power Ebook',
    'emotional-power-ebook.pdf',
    ebookText,
  )
  const integrationGuide = await seedPdf(
    payload,
    'integration-guide',
    'Integration Guide',
    'integration-guide.pdf',
    guideText,
  )
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
      ebook: ebook.id,
      integrationGuide: integrationGuide.id,
    },
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
        data: { ...lesson, section: created.id },
        context: { disableRevalidate: true },
      })
    }
  }
}
