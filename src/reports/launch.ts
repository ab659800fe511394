import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { requireOwner } from '@/auth/requireOwner'
import { lessonsSeed } from '@/seed/course'
import { siteSettingsSeed } from '@/seed/siteSettings'
import { formatOwnerDateTime, ownerZoneOf } from '@/settings/timeZone'
import { getServerSideURL, isLocalServer } from '@/utilities/getURL'
import { queryRows } from '@/utilities/sql'
import { findPromotion, type Promotion } from '@/workshops/promotion'
import { scheduleLabels, workshopStatus } from '@/workshops/view'

import { stripeKeyKind, verifySmtp } from './system'

/** The course her main offer opens first (site settings → Your main offer): the masterclass. */
const MAIN_COURSE_ID = sql`select r.courses_id from site_settings s
  join offers_rels r on r.parent_id = s.main_offer_id and r.path = 'courses'
  order by r."order" nulls last limit 1`

export type LaunchItem = {
  key: string
  label: string
  done: boolean
  /** What is set, or what is missing and what to do, in her words (no variable names). */
  detail: string
  /**
   * The same for whoever hosts her site: the server settings (environment variables) to set. The
   * checklist folds it away under "For whoever hosts your site".
   */
  technical?: string
  /** Where she fixes it: an admin screen, or (for server settings) nothing to click. */
  href?: string
  /** The link's words when it leads off the site (e.g. "Open your Stripe dashboard"). */
  hrefLabel?: string
}

/** The last nightly backup that was made, and a failure since, if any (src/collections/Backups.ts). */
export type LastBackup = {
  made: { at: string; bytes: number; fileName: string; location: string } | null
  failedSince: { at: string; error: string } | null
}

export type LaunchChecklist = {
  complete: boolean
  done: number
  items: LaunchItem[]
  lastBackup: LastBackup
}

/** The newest backup made, and the newest failure if it came after it. */
async function loadLastBackup(req: PayloadRequest): Promise<LastBackup> {
  const [row] = await queryRows<{ made: LastBackup['made']; failed: LastBackup['failedSince'] }>(
    req.payload,
    sql`select
          (select json_build_object('at', created_at, 'bytes', bytes::bigint, 'fileName', file_name,
             'location', location)
             from backups where status = 'succeeded' order by created_at desc limit 1) as made,
          (select json_build_object('at', created_at, 'error', error)
             from backups where status = 'failed' order by created_at desc limit 1) as failed`,
  )
  const made = row?.made ?? null
  const failed = row?.failed ?? null
  const failedSince = failed && (!made || failed.at > made.at) ? failed : null
  return { made, failedSince }
}

/** A backup counts as recent for two nights: one missed night is worth a look, not yet alarm. */
const BACKUP_FRESH_HOURS = 48

/** Whether a copy of her business was made lately, when, and how big; a failure since says so. */
function backupItem({ made, failedSince }: LastBackup, zone: string, now: Date): LaunchItem {
  const size = (bytes: number) =>
    bytes >= 1_048_576 ? `${(bytes / 1_048_576).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`
  const fresh =
    made !== null && now.getTime() - Date.parse(made.at) < BACKUP_FRESH_HOURS * 3_600_000
  const last = made
    ? `The last copy of your site was made ${formatOwnerDateTime(made.at, zone)} (${size(made.bytes)}).`
    : 'No copy of your site has been made yet: the server makes one every night.'
  return {
    key: 'backup',
    label: 'A nightly copy of your site',
    done: fresh && !failedSince,
    detail: failedSince
      ? `${last} The one of ${formatOwnerDateTime(failedSince.at, zone)} failed; you were e-mailed why.`
      : fresh || !made
        ? last
        : `${last} None since: ask whoever hosts your site to look at the nightly backup.`,
    technical:
      'npm run backup makes one now; nightly copies go to BACKUP_DIR or BACKUP_S3_BUCKET (docs/production.md, Backups).',
  }
}

/**
 * The files the seed generates stand in for hers until she replaces them. A sample is a media row
 * the seed created (it has a seed key) whose file is still the generated one; uploading her file
 * into that row, or choosing another upload, makes it hers.
 */
const SAMPLE_FILES = {
  // The keys and file names the seed gives them (src/seed/media.ts, meditation.ts, course.ts).
  meditation: { seedKey: 'meditation-recording', stem: 'grounding-into-the-body' },
} as const

const SAMPLE_VIDEO_IDS = lessonsSeed.flatMap(({ lessons }) =>
  lessons.map((lesson) => lesson.videoHostId),
)

/** A filename the seed wrote: its stem, possibly with the "-1" Payload adds on a clash. */
const isSeededFile = (filename: string | null, stem: string) =>
  filename !== null && new RegExp(`^${stem}(-\\d+)?\\.[a-z0-9]+$`).test(filename)

type MediaRow = { id: number; seed_key: string | null; filename: string | null } | undefined

const isSample = (row: MediaRow, sample: { seedKey: string; stem: string }) =>
  Boolean(row && row.seed_key === sample.seedKey && isSeededFile(row.filename, sample.stem))

/** Whether an address is one of the reserved example domains (RFC 2606), i.e. a placeholder. */
const isExampleAddress = (email: string | null | undefined) =>
  !email || /@(.+\.)?example\.(com|org|net)$/i.test(email)

/** A social link that names a profile: https, and more than the network's home page. */
function isProfileLink(url: string | null | undefined) {
  if (!url) return false
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'https:' && parsed.pathname.replace(/\/+$/, '') !== ''
  } catch {
    return false
  }
}

/** The items about the server's settings (exported for tests/unit/admin-menu.test.ts). */
export function serverItem(env: Record<string, string | undefined>): LaunchItem {
  const url = getServerSideURL(env)
  const isHttps = url.startsWith('https://')
  const done = Boolean(env.NEXT_PUBLIC_SERVER_URL) && isHttps && !isLocalServer(url)
  return {
    key: 'domain',
    label: 'Your site’s web address',
    done,
    detail: done
      ? `Your site is at ${url}: links in e-mails and the checkout lead there.`
      : `Tell whoever hosts your site its web address (for example https://yourname.com), so links in e-mails and the checkout lead there. For now the site calls itself ${url}.`,
    technical: done
      ? `NEXT_PUBLIC_SERVER_URL=${url}`
      : `Set NEXT_PUBLIC_SERVER_URL to the site's https:// address in the server's environment, then rebuild and restart the site. The admin opens only at that address (another one, such as www., is sent there).`,
  }
}

export function stripeItem(env: Record<string, string | undefined>): LaunchItem {
  const secret = stripeKeyKind(env.STRIPE_SECRET_KEY)
  const publishable = env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY ?? ''
  const missing = [
    secret !== 'live' && 'a live secret key (STRIPE_SECRET_KEY=sk_live_…)',
    !publishable.startsWith('pk_live_') &&
      'a live publishable key (NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=pk_live_…)',
    !env.STRIPE_WEBHOOK_SECRET && 'the webhook secret (STRIPE_WEBHOOK_SECRET=whsec_…)',
  ].filter(Boolean)
  const done = missing.length === 0
  return {
    key: 'stripe',
    label: 'Taking real payments (Stripe)',
    done,
    detail: done
      ? 'Your Stripe account is connected: buyers pay for real.'
      : 'Buyers cannot pay for real yet. Connect your Stripe account: whoever hosts your site copies its keys from your Stripe dashboard.',
    technical: done
      ? 'Live keys and the webhook secret are set.'
      : `Missing ${missing.join(', ')}. Copy them from Stripe's dashboard (Developers → API keys and Webhooks) into the server's environment and restart the site.`,
    href: 'https://dashboard.stripe.com/apikeys',
    hrefLabel: 'Open your Stripe dashboard',
  }
}

export async function smtpItem(
  env: Record<string, string | undefined>,
  smtpMaxAgeMs: number,
): Promise<LaunchItem> {
  const smtp = await verifySmtp(env, { maxAgeMs: smtpMaxAgeMs })
  const base = { key: 'smtp', label: 'Sending e-mails' }
  if (!smtp.configured) {
    return {
      ...base,
      done: false,
      detail:
        'E-mails are not sent yet: they wait in the E-mail log. Ask whoever hosts your site to connect your e-mail provider.',
      technical:
        'Set SMTP_URL (smtp://user:password@host:587, or smtps://… on port 465) in the server’s environment and restart the site.',
      href: '/admin/collections/email-messages',
    }
  }
  return smtp.verified
    ? {
        ...base,
        done: true,
        detail: 'Your e-mail provider accepts the site’s e-mails.',
        technical: `${smtp.host} accepted the connection.`,
      }
    : {
        ...base,
        done: false,
        detail:
          'Your e-mail provider refused the site’s connection, so e-mails wait in the E-mail log. Ask whoever hosts your site to check the e-mail settings.',
        technical: `${smtp.host} refused the connection: ${smtp.error}`,
      }
}

/**
 * Whether her e-mails are signed (DKIM) for the domain they come from: inboxes trust signed mail
 * from an aligned domain more (DMARC). docs/production.md ("E-mail deliverability") says how to
 * publish the key with SPF and DMARC.
 */
export function dkimItem(env: Record<string, string | undefined>): LaunchItem {
  const base = { key: 'dkim', label: 'E-mails signed for your domain' }
  const domain = env.DKIM_DOMAIN?.trim().toLowerCase()
  const selector = env.DKIM_SELECTOR?.trim()
  const from = (env.EMAIL_FROM_ADDRESS || 'hello@example.com').toLowerCase()
  const fromDomain = from.split('@')[1] ?? ''
  if (!domain || !selector || !env.DKIM_PRIVATE_KEY?.trim()) {
    return {
      ...base,
      done: false,
      detail:
        'Your e-mails are not signed yet, so inboxes trust them less and may file them as spam. Ask whoever hosts your site to set up signing with your e-mail provider.',
      technical:
        'Create a DKIM key with the e-mail provider or domain host, publish it in DNS, and set DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY in the server’s environment (with SPF and DMARC records: see docs/production.md).',
    }
  }
  if (fromDomain !== domain && !fromDomain.endsWith(`.${domain}`)) {
    return {
      ...base,
      done: false,
      detail: `E-mails are signed for ${domain} but come from ${from}: inboxes only count a signature for the sender's own domain. Send from an address at ${domain}, or have the signature made for ${fromDomain}.`,
      technical: `DKIM_DOMAIN=${domain} does not match EMAIL_FROM_ADDRESS=${from}: sign for ${fromDomain}, or send from an address at ${domain}.`,
    }
  }
  return {
    ...base,
    done: true,
    detail: `Every e-mail is signed for ${domain}.`,
    technical: `Its public key belongs in the DNS record ${selector}._domainkey.${domain}.`,
  }
}

/**
 * How women join her list: at once (single opt-in, the default), or once they confirm by e-mail
 * (double opt-in). Either is a choice made, so it is never left undone; the words say when the
 * confirmation is what the law expects.
 */
function consentItem(doubleOptIn: boolean): LaunchItem {
  const base = {
    key: 'consent',
    label: 'How women join your list',
    done: true,
    href: '/admin/globals/site-settings',
  }
  return doubleOptIn
    ? {
        ...base,
        detail:
          'New sign-ups confirm by e-mail before they join your list (double opt-in), as the law expects in the EU and the UK, and in Germany especially. The free meditation and the quiz result still reach them at once.',
      }
    : {
        ...base,
        detail:
          'New sign-ups join your list at once. If women in the EU or the UK sign up (Germany especially), turn on “Ask new sign-ups to confirm by e-mail first” in Site settings → Your e-mail list: a confirmed yes is what the law there expects.',
      }
}

/**
 * Whether the alternate homepage promotes the workshop its button names. When that one has taken
 * place (or is closed) the page quietly promotes the next upcoming workshop, or none: she learns
 * it here, with the date, instead of from a visitor.
 */
function promotionItem(
  promotion: Promotion,
  buttonHref: string | null | undefined,
  now: Date,
): LaunchItem {
  const base = {
    key: 'promotion',
    label: 'The alternate homepage promotes an upcoming workshop',
    href: '/admin/globals/alternate-home',
  }
  const { chosen, promoted } = promotion
  const when = (workshop: Parameters<typeof scheduleLabels>[0]) =>
    scheduleLabels(workshop).dateLabel
  if (chosen && promoted && promoted.id === chosen.id) {
    return { ...base, done: true, detail: `It promotes ${chosen.title} on ${when(chosen)}.` }
  }
  const meanwhile = promoted
    ? `Meanwhile it shows ${promoted.title} on ${when(promoted)} instead.`
    : 'Meanwhile it shows no workshop section and no workshop link.'
  if (!chosen) {
    return {
      ...base,
      done: false,
      detail: `Its workshop button leads to ${buttonHref || 'nothing'}, which is no workshop of this site: point it at an upcoming workshop’s page (its address starts with /workshop/). ${meanwhile}`,
    }
  }
  const fix = `point its workshop button at an upcoming workshop, or give ${chosen.title} a new date in Products → Workshops.`
  const reason =
    workshopStatus(chosen, now) === 'over'
      ? `which took place on ${when(chosen)}`
      : 'whose registration is closed'
  return {
    ...base,
    done: false,
    detail: `The alternate homepage promotes ${chosen.title}, ${reason}: ${fix} ${meanwhile}`,
    href: `/admin/collections/workshops/${chosen.id}`,
  }
}

/** The "Ready to launch" checklist, computed from the data and the environment. */
export async function loadLaunchChecklist(
  req: PayloadRequest,
  env: Record<string, string | undefined> = process.env,
  /** How old an SMTP verification may be (0: verify now, as Settings does). */
  { smtpMaxAgeMs = 0 }: { smtpMaxAgeMs?: number } = {},
): Promise<LaunchChecklist> {
  requireOwner(req)
  const { payload } = req
  const now = new Date()
  const [[files], [content], smtp, settings, alternateHome, lastBackup] = await Promise.all([
    queryRows<{
      has_portrait: boolean
      about_id: number | null
      meditation: MediaRow
      has_ebook: boolean | null
      course_id: number | null
    }>(
      payload,
      sql`select
            -- Her photo: the About page's story shows one of hers (the site never shows a sample image).
            (select exists(select 1 from pages_blocks_content b join pages p on p.id = b._parent_id
               join media m on m.id = b.image_id
               where p.slug = 'about' and m.seed_key is null)) as has_portrait,
            (select id from pages where slug = 'about') as about_id,
            (select row_to_json(m) from (select media.id, seed_key, filename from meditation
               join media on media.id = meditation.recording_id limit 1) m) as meditation,
            -- The ebook: her own PDF on the course, or a published document (seeded: a real one).
            (select courses.ebook_id is not null or documents._status = 'published' from courses
               left join documents on documents.id = courses.ebook_document_id
              where courses.id = (${MAIN_COURSE_ID})) as has_ebook,
            (${MAIN_COURSE_ID}) as course_id`,
    ),
    queryRows<{
      sample_videos: string
      lessons: string
      future_workshops: string
      next_workshop: number | null
    }>(
      payload,
      sql`select
            (select count(*) from lessons where video_host_id in ${SAMPLE_VIDEO_IDS}) as sample_videos,
            (select count(*) from lessons) as lessons,
            (select count(*) from workshops where is_active is not false and date > now())
              as future_workshops,
            (select id from workshops order by date desc limit 1) as next_workshop`,
    ),
    smtpItem(env, smtpMaxAgeMs),
    payload.findGlobal({ slug: 'site-settings', depth: 0, req, overrideAccess: false }),
    payload.findGlobal({ slug: 'alternate-home', depth: 0, req, overrideAccess: false }),
    loadLastBackup(req),
  ])
  const buttonHref = alternateHome.workshop?.buttonHref
  // An alternate homepage never filled has no page, so it promotes nothing that could be wrong.
  const promotion = alternateHome.hero?.heading
    ? await findPromotion(payload, { href: buttonHref, now })
    : null

  const sampleVideos = Number(content?.sample_videos ?? 0)
  const lessons = Number(content?.lessons ?? 0)
  const futureWorkshops = Number(content?.future_workshops ?? 0)
  const identityMissing = [
    (!settings.siteName || settings.siteName === siteSettingsSeed.siteName) && 'your site name',
    isExampleAddress(settings.supportEmail) && 'your support e-mail',
    !isProfileLink(settings.socialProfile?.url) && 'a link to your social profile',
  ].filter(Boolean)

  const items: LaunchItem[] = [
    serverItem(env),
    stripeItem(env),
    smtp,
    dkimItem(env),
    {
      key: 'portrait',
      label: 'Your portrait',
      done: Boolean(files?.has_portrait),
      detail: files?.has_portrait
        ? 'The About page shows your photo.'
        : 'The About page tells your story without a photo: add one to its "My story" block.',
      href: files?.about_id
        ? `/admin/collections/pages/${files.about_id}`
        : '/admin/collections/pages',
    },
    {
      key: 'meditation',
      label: 'Meditation audio',
      done: Boolean(files?.meditation) && !isSample(files?.meditation, SAMPLE_FILES.meditation),
      detail: !files?.meditation
        ? 'The free meditation has no recording.'
        : isSample(files.meditation, SAMPLE_FILES.meditation)
          ? 'The free meditation plays the generated sample (soft breathing tones). Upload your recording.'
          : 'Your recording is uploaded.',
      href: '/admin/globals/meditation',
    },
    {
      key: 'ebook',
      label: 'Emotional Power Ebook',
      done: Boolean(files?.has_ebook),
      detail: files?.has_ebook
        ? 'Buyers download the ebook (edit it in Pages and content → Documents, or upload your own PDF on the course).'
        : 'The masterclass has no published ebook: publish its document or upload a PDF on the course.',
      href: files?.course_id
        ? `/admin/collections/courses/${files.course_id}`
        : '/admin/collections/courses',
    },
    {
      key: 'videos',
      label: 'Course videos',
      done: lessons > 0 && sampleVideos === 0,
      detail:
        lessons === 0
          ? 'No lessons yet.'
          : sampleVideos > 0
            ? `${sampleVideos} of ${lessons} lessons still play a sample video: put your own Vimeo video in each lesson.`
            : 'Every lesson plays your own video.',
      href: '/admin/collections/lessons',
    },
    {
      key: 'workshop',
      label: 'A workshop date in the future',
      done: futureWorkshops > 0,
      detail:
        futureWorkshops > 0
          ? `${futureWorkshops === 1 ? 'One workshop is' : `${futureWorkshops} workshops are`} open for registration.`
          : 'No open workshop has a date ahead: set the next date (or close the page).',
      href: content?.next_workshop
        ? `/admin/collections/workshops/${content.next_workshop}`
        : '/admin/collections/workshops',
    },
    ...(promotion ? [promotionItem(promotion, buttonHref, now)] : []),
    consentItem(settings.emailConsent?.doubleOptIn === true),
    backupItem(lastBackup, ownerZoneOf(settings.timeZone), now),
    {
      key: 'identity',
      label: 'Site name, support e-mail and social link',
      done: identityMissing.length === 0,
      detail:
        identityMissing.length === 0
          ? `${settings.siteName}, ${settings.supportEmail}, ${settings.socialProfile?.url}.`
          : `Still the placeholders: ${identityMissing.join(', ')}.`,
      href: '/admin/globals/site-settings',
    },
  ]
  const done = items.filter((item) => item.done).length
  return { complete: done === items.length, done, items, lastBackup }
}
