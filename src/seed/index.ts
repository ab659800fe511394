import type { Payload } from 'payload'

import { footerSeed, headerSeed } from './globals'
import { seedAlternateHome } from './alternateHome'
import { seedCourse } from './course'
import { seedDocuments } from './documents'
import { describeSampleMediaHonestly } from './media'
import { seedMeditation } from './meditation'
import { seedOwner } from './owner'
import { aboutPage } from './pages/about'
import { homePage } from './pages/home'
import { makeHomeHonest } from './pages/honestHome'
import { linkInBioPage } from './pages/linkInBio'
import { masterclassPage } from './pages/masterclass'
import type { PageSeed, SeedRefs } from './pages/types'
import { waitlistPage } from './pages/waitlist'
import { workWithMePage } from './pages/workWithMe'
import { linkPrivacyPage, privacyPage } from './privacy'
import { productsSeed } from './products'
import { seedQuiz } from './quiz'
import { siteSettingsSeed, seedSiteSettings } from './siteSettings'
import { type TestimonialKey, testimonialsSeed } from './testimonials'
import { seedEmailTemplates, seedWelcomeSequences } from './emailTemplates'
import { seedWorkshops } from './workshop'
import { seedAssistantVoice, seedNurtureSequence } from './nurture'
import { asSystem } from '@/core/operation'
import { PRIVACY_SLUG } from '@/content/privacy'

const quiet = { context: { disableRevalidate: true } }

/** Runs a seed step once per database, recording it in `seed-runs`. */
async function runOnce(payload: Payload, key: string, step: () => Promise<unknown>) {
  const done = await payload.count({ collection: 'seed-runs', where: { key: { equals: key } } })
  if (done.totalDocs > 0) return false
  await step()
  await payload.create({ collection: 'seed-runs', data: { key }, ...asSystem('seed') })
  return true
}

async function findOrCreateProducts(payload: Payload) {
  const ids: Record<string, number> = {}
  for (const product of productsSeed) {
    const { docs } = await payload.find({
      collection: 'offers',
      where: { slug: { equals: product.slug } },
      limit: 1,
    })
    ids[product.slug] = (
      docs[0] ?? (await payload.create({ collection: 'offers', data: product, ...quiet }))
    ).id
  }
  return {
    masterclass: ids['masterclass']!,
    bonus: ids['return-to-the-body']!,
    workshop: ids['holy-mess-workshop']!,
  }
}

async function createTestimonials(payload: Payload) {
  const ids = {} as Record<TestimonialKey, number>
  for (const [key, testimonial] of Object.entries(testimonialsSeed) as [
    TestimonialKey,
    (typeof testimonialsSeed)[TestimonialKey],
  ][]) {
    const { docs } = await payload.find({
      collection: 'testimonials',
      where: { name: { equals: testimonial.name } },
      limit: 1,
    })
    ids[key] = (
      docs[0] ??
      (await payload.create({
        collection: 'testimonials',
        // Seeded testimonials are live at once; hers are drafts until she publishes them.
        data: { ...testimonial, _status: 'published' },
        ...quiet,
      }))
    ).id
  }
  return ids
}

/**
 * Fills an empty site with its first content: the owner account, settings, navigation, footer,
 * products, testimonials and every marketing page. Pages carry no stand-in images: a block
 * without an image leaves it out until the owner uploads hers. Each step runs once and
 * never overwrites the owner's edits, so running it on every start changes nothing after the first.
 */
export async function seed(payload: Payload): Promise<string[]> {
  const created: string[] = []
  if (await seedOwner(payload)) created.push('owner account')
  if (await seedSiteSettings(payload)) created.push('site settings')

  if (
    await runOnce(payload, 'globals-v1', async () => {
      await payload.updateGlobal({ slug: 'header', data: headerSeed, ...quiet })
      await payload.updateGlobal({ slug: 'footer', data: footerSeed, ...quiet })
    })
  )
    created.push('header and footer')

  let refs: SeedRefs | undefined
  const references = async (): Promise<SeedRefs> => {
    refs ??= {
      products: await findOrCreateProducts(payload),
      testimonials: await createTestimonials(payload),
    }
    return refs
  }

  if (await runOnce(payload, 'catalogue-v1', references)) created.push('products and testimonials')

  const settings = await payload.findGlobal({ slug: 'site-settings' })
  const pages: Record<string, (refs: SeedRefs) => PageSeed> = {
    home: homePage,
    about: aboutPage,
    'work-with-me': workWithMePage,
    masterclass: masterclassPage,
    waitlist: waitlistPage,
    'link-in-bio': () => linkInBioPage(settings.ownerName || siteSettingsSeed.ownerName),
    [PRIVACY_SLUG]: privacyPage,
  }
  for (const [slug, factory] of Object.entries(pages)) {
    const wrote = await runOnce(payload, `page-${slug}-v1`, async () => {
      const existing = await payload.count({
        collection: 'pages',
        where: { slug: { equals: slug } },
      })
      if (existing.totalDocs === 0) {
        await payload.create({
          collection: 'pages',
          // Seeded pages are live at once; later edits are drafts until the owner publishes.
          data: { ...factory(await references()), _status: 'published' },
          ...quiet,
        })
      }
    })
    if (wrote) created.push(`page "${slug}"`)
  }

  if (await runOnce(payload, 'alternate-home-v1', () => seedAlternateHome(payload))) {
    created.push('alternate homepage')
  }
  // Sites seeded before the privacy page: a fresh site's footers already carry its link.
  let linkedPrivacy = false
  await runOnce(payload, 'privacy-link-v1', async () => {
    linkedPrivacy = await linkPrivacyPage(payload)
  })
  if (linkedPrivacy) created.push('privacy link in the footers')
  // Sites seeded before the honest numbers: a fresh site's home page is already written so.
  let madeHonest = false
  await runOnce(payload, 'honest-home-v1', async () => {
    madeHonest = await makeHomeHonest(payload)
  })
  if (madeHonest) created.push('home page: all testimonials, real figures, product prices')
  if (await runOnce(payload, 'quiz-v1', () => seedQuiz(payload))) created.push('quiz')
  if (await runOnce(payload, 'meditation-v1', () => seedMeditation(payload)))
    created.push('meditation')
  if (await runOnce(payload, 'course-v1', () => seedCourse(payload))) created.push('course')
  if (await runOnce(payload, 'documents-v1', () => seedDocuments(payload))) {
    created.push('ebook and Integration Guide')
  }
  // Only rewrites what an earlier seed wrote: nothing to report on a fresh site.
  await runOnce(payload, 'sample-media-v2', () => describeSampleMediaHonestly(payload))
  if (await runOnce(payload, 'workshops-v1', () => seedWorkshops(payload)))
    created.push('workshops')
  if (await runOnce(payload, 'email-templates-v3', () => seedEmailTemplates(payload)))
    created.push('e-mail templates')
  if (await runOnce(payload, 'welcome-sequences-v1', () => seedWelcomeSequences(payload)))
    created.push('welcome sequences')
  if (await runOnce(payload, 'nurture-sequence-v1', () => seedNurtureSequence(payload)))
    created.push('Nurture sequence')
  // Sites seeded before "How I write": a fresh site's settings already carry it.
  let voiced = false
  await runOnce(payload, 'assistant-voice-v1', async () => {
    voiced = await seedAssistantVoice(payload)
  })
  if (voiced) created.push('how your assistant writes')
  return created
}
