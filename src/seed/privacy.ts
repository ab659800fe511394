import type { Payload } from 'payload'

import { PRIVACY_PATH, PRIVACY_SLUG } from '@/content/privacy'
import type { AlternateHome, ContentBlock, Footer } from '@/payload-types'

import type { PageSeed } from './pages/types'
import { richDocument, type DocumentBlock } from './richText'

type Link = { label: string; href: string }

export const privacyLink: Link = { label: 'Privacy', href: PRIVACY_PATH }

const body = (blocks: DocumentBlock[]) => richDocument(blocks) as ContentBlock['body']

/*
 * What the site really does: visits counted on her own server by a cookieless beacon, the
 * referral cookie of an affiliate's link, Stripe for payments, Vimeo's player in the course,
 * ElevenLabs for narration, the browser's own speech recognition on /apply, and two things kept
 * on the visitor's device (the application's draft, the course's progress). The owner rewrites it in her words; if the site
 * changes what it does, this text is hers to update, which is why the seed never touches it again.
 */
export const privacyPage = (): PageSeed => ({
  title: 'Privacy',
  slug: PRIVACY_SLUG,
  footer: 'standard',
  layout: [
    {
      blockType: 'hero',
      variant: 'banner',
      eyebrow: 'Privacy',
      heading: 'Privacy, said plainly',
      tagline:
        'What this site counts, what it never does, and how long it keeps anything. No small print.',
    },
    {
      blockType: 'content',
      heading: 'What this site counts',
      body: body([
        'I like to know which of my pages speak to you and how you found me. So this site counts its visits itself, simply, and keeps the counting here.',
        'For each page you open, it notes:',
        {
          ul: [
            'the page’s address;',
            'where you came from, in a word: Instagram, Google, one of my e-mails, or *Direct* when there is no telling;',
            'the campaign labels a link can carry (the “utm” words at the end of some web addresses);',
            'whether you are on a phone, a tablet or a computer, and the family of your browser and system, such as Safari on an iPhone;',
            'roughly how long your visit lasted.',
          ],
        },
        'It also notes when you press play on a video or start the quiz, and the moments that matter to my work: when you sign up, buy, apply, register for a workshop or click a link in one of my e-mails.',
        'To tell one visit from two, it mixes your internet address and your browser’s name with a secret word that changes every day, and keeps only the scrambled result, which cannot be turned back. **Your internet address itself is never stored.** Each day’s secret word is kept one more day, so that a visit running past midnight stays one visit, and then it is deleted. So nobody, me included, can recognise you from one day to the next.',
        'My own visits are not counted, and neither are robots.',
      ]),
    },
    {
      blockType: 'content',
      heading: 'What it does not do',
      tone: 'blush',
      body: body([
        'It sets **no cookie** to count you, and it keeps nothing in your browser to follow you. It builds no profile of you and does not follow you to other sites.',
        '**Nothing it counts leaves my server.** There is no Google Analytics, no Facebook or Instagram pixel and no advertising network here: no third party watches your visit.',
        'I never sell, rent or share what the site knows about you.',
      ]),
    },
    {
      blockType: 'content',
      heading: 'When other services help',
      body: body([
        '**Signing in.** When you sign in to your course, a small cookie keeps you signed in: it is strictly necessary, it holds a random key and nothing about you, and signing out removes it. I sign in to look after the site in the same way.',
        '**Coming through a friend’s link.** Some people who recommend my work have their own link to this site (it ends in *?ref=* and a name). If you follow one, the site sets one small cookie of its own for 30 days. It remembers only whose link it was and when, so that if you buy within those days, she receives her thank-you share. It holds nothing about you, no other site can read it, your internet address is not stored, and she sees only how many people followed her link and bought, never who. You can delete it in your browser at any time; nothing else changes.',
        '**Paying.** Payments go through Stripe. The payment form comes from Stripe, so your card details go straight to them and never touch this site. Stripe works under its own privacy policy and may set its own cookies while you pay, to prevent fraud.',
        '**Watching.** The course videos play in Vimeo’s player, which comes from Vimeo.',
        '**Listening.** When the quiz or my story is read aloud, the voice is made by ElevenLabs from my words alone: nothing about you goes with them.',
        '**Speaking your application.** If you choose to speak your answers instead of typing them, your browser’s own speech recognition turns your voice into words, and some browsers do that on their maker’s servers (Chrome at Google, Safari at Apple). Typing works just as well.',
        '**On your own device.** The application form keeps your unfinished answers in your browser, so nothing is lost if the page reloads, and clears them once you send it. The course remembers on your device how far you have watched. Neither is used to count you.',
      ]),
    },
    {
      blockType: 'content',
      heading: 'How long it keeps it',
      tone: 'blush',
      body: body([
        'Each visit is kept for 13 months and then deleted automatically. After that only daily totals remain, such as how many visits came from Instagram on a Tuesday, with no one in them.',
        'If I ever choose a different period in my settings, I will say so here too.',
      ]),
    },
    {
      blockType: 'content',
      heading: 'Your e-mail address',
      body: body([
        'When you give me your e-mail address, for the meditation, the quiz, the waitlist, a purchase, a workshop or an application, I keep it with your name and what you asked for, so that I can send it to you and write to you now and then.',
        'My e-mails are sent from this site through the mail service I use for it. They tell me whether an e-mail was opened and which link you clicked, so I learn what is useful to you; that stays here too.',
        'Every e-mail I send to my list has an unsubscribe link at the bottom. One click, and you hear no more from me, apart from the e-mails you need for something you asked for, such as a receipt or a sign-in link.',
        'I never sell, rent or share your address.',
      ]),
    },
    {
      blockType: 'content',
      heading: 'Questions',
      tone: 'blush',
      body: body([
        'If you would like to see what I hold about you, or would like it deleted, write to me through the [contact form](/about#contact). I read every message myself, and I will answer you personally.',
      ]),
    },
  ],
  meta: {
    title: 'Privacy | What this site counts, and what it never does',
    description:
      'What this site counts, why it sets no cookie to count you, how long it keeps visits, and why nothing it counts leaves my server. In plain words.',
    keywords: 'privacy, cookies, analytics, personal data, e-mail',
  },
})

const linksTo = (links: readonly Link[] | null | undefined) =>
  (links ?? []).some((link) => link.href === PRIVACY_PATH)

/** The list with the privacy link at its end, or null when it already has one. */
const withPrivacy = <T extends Link>(links: readonly T[] | null | undefined): Link[] | null =>
  linksTo(links) ? null : [...(links ?? []), privacyLink]

const quiet = { context: { disableRevalidate: true } }

async function linkFromFooter(payload: Payload): Promise<boolean> {
  const footer = await payload.findGlobal({ slug: 'footer', depth: 0 })
  const data: Partial<Pick<Footer, 'standardLinks' | 'masterclassLinks'>> = {}
  const standard = withPrivacy(footer.standardLinks)
  const masterclass = withPrivacy(footer.masterclassLinks)
  if (standard) data.standardLinks = standard
  if (masterclass) data.masterclassLinks = masterclass
  if (!standard && !masterclass) return false
  await payload.updateGlobal({ slug: 'footer', data, depth: 0, ...quiet })
  return true
}

type AlternateHomeData = Omit<AlternateHome, 'id' | 'createdAt' | 'updatedAt'>

const withFooterLinks = (
  { id: _id, createdAt: _created, updatedAt: _updated, ...doc }: AlternateHome,
  links: Link[],
): AlternateHomeData => ({ ...doc, footer: { ...doc.footer, links } })

/**
 * The alternate homepage has drafts, and an update starts from its latest version: publishing a
 * partial change would publish her unfinished draft with it. So the published words get the link
 * on their own, and a newer draft of hers is saved again with the link, staying the latest.
 */
async function linkFromAlternateHome(payload: Payload): Promise<boolean> {
  const published = await payload.findGlobal({ slug: 'alternate-home', depth: 0 })
  // Never filled: its own seed step brings the link with everything else.
  if (!published.hero?.heading) return false
  const latest = await payload.findGlobal({ slug: 'alternate-home', depth: 0, draft: true })
  const publishedLinks = withPrivacy(published.footer?.links)
  const draftLinks = latest._status === 'draft' ? withPrivacy(latest.footer?.links) : null
  if (publishedLinks) {
    await payload.updateGlobal({
      slug: 'alternate-home',
      data: { ...withFooterLinks(published, publishedLinks), _status: 'published' },
      depth: 0,
      ...quiet,
    })
  }
  if (draftLinks || (publishedLinks && latest._status === 'draft')) {
    await payload.updateGlobal({
      slug: 'alternate-home',
      data: { ...withFooterLinks(latest, draftLinks ?? latest.footer.links), _status: 'draft' },
      draft: true,
      depth: 0,
      ...quiet,
    })
  }
  return Boolean(publishedLinks || draftLinks)
}

/**
 * Sites seeded before the privacy page get its link at the end of every footer's links: the
 * standard and masterclass footers and the alternate homepage's. A list that already has it (a
 * fresh site's seed put it there, or she added it) is left as it is. Whether anything changed.
 */
export async function linkPrivacyPage(payload: Payload): Promise<boolean> {
  const footer = await linkFromFooter(payload)
  const alternateHome = await linkFromAlternateHome(payload)
  return footer || alternateHome
}
