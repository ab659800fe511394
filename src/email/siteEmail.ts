import { sql } from '@payloadcms/db-postgres'

import { compose, firstNameOf, type MergeData, paragraphsOf } from './compose'
import { extractLinks } from './adapter'
import { EMAIL_TEMPLATES, type TemplateKey } from './templates'
import { mailQueueFor } from '@/jobs/mailQueues'
import type { EmailTemplate } from '@/payload-types'
import { getServerSideURL } from '@/utilities/getURL'

import type { SiteBasics } from '@/content/snapshot'
import { normaliseEmail } from '@/contacts/emailAddress'

type SQL = ReturnType<typeof sql>

/**
 * A site e-mail that is not marketing, rendered from the words she published (else the built-in
 * ones) and her settings, both already in memory (src/content/snapshot.ts): what renderTemplate
 * (src/email/send.ts) does after its two reads, for the mail a submission queues.
 */
export function renderSiteEmail(
  key: TemplateKey,
  stored: EmailTemplate | null,
  settings: SiteBasics,
  data: MergeData,
) {
  const definition = EMAIL_TEMPLATES[key]
  if (definition.marketing) throw new Error(`${key} is marketing mail: use sendTemplate`)
  const builtInButton = 'button' in definition ? definition.button : undefined
  return compose({
    subject: stored?.subject || definition.subject,
    paragraphs: stored?.body
      ? paragraphsOf(stored.body)
      : definition.paragraphs.map((text) => [{ text }]),
    button: stored
      ? stored.buttonLabel && stored.buttonUrl
        ? { label: stored.buttonLabel, url: stored.buttonUrl }
        : undefined
      : builtInButton,
    footer: 'footer' in definition ? definition.footer : [],
    data: {
      ownerName: settings.ownerName,
      siteName: settings.siteName,
      supportEmail: settings.supportEmail,
      siteUrl: getServerSideURL(),
      ...data,
      firstName: firstNameOf(typeof data.name === 'string' ? data.name : undefined),
    },
    brand: { ownerName: settings.ownerName, siteName: settings.siteName },
  })
}

export type QueuedMail = {
  to: string
  subject: string
  text: string
  html?: string
  replyTo?: string
  template: string
  /** Her contact's id as SQL (e.g. a column of a CTE); by default the contact of `to`, if any. */
  contact?: SQL
  /** Sent only when this SQL condition holds (e.g. a row was created); default: always. */
  when?: SQL
  /**
   * A stand-in in the text (and its links) replaced by a value the statement gives, such as the
   * id of the row it stores (a link to it in the admin).
   */
  mark?: { text: string; by: SQL }
}

/**
 * The rows queueEmail (src/jobs/queueEmail.ts) writes for one message, as CTEs of the caller's
 * statement: its log entry (email_messages, "queued") and the sendEmail job that sends it, on the
 * transactional queue. Written in the caller's transaction, so both exist only if the submission
 * is stored. `name` prefixes the CTEs; the statement selects `<name>_job.id` to know it was queued.
 */
export function queueMailCtes(name: string, mail: QueuedMail): SQL {
  const message = sql.raw(`${name}_message`)
  const job = sql.raw(`${name}_job`)
  const links = JSON.stringify(extractLinks(mail.text, mail.html))
  const queue = mailQueueFor({})
  const contact =
    mail.contact ?? sql`(select id from contacts where email = ${normaliseEmail(mail.to)})`
  const filled = (value: SQL) =>
    mail.mark ? sql`replace(${value}, ${mail.mark.text}, ${mail.mark.by})` : value
  return sql`${message} as (
      insert into email_messages
        ("to", contact_id, template, subject, status, attempts, html, text, links, reply_to)
      select ${mail.to}, ${contact}, ${mail.template}, ${mail.subject}, 'queued', 0,
             ${mail.html === undefined ? null : filled(sql`${mail.html}`)}, ${filled(sql`${mail.text}`)},
             ${filled(sql`${links}`)}::jsonb, ${mail.replyTo ?? null}
       where ${mail.when ?? sql`true`}
      returning id
    ), ${job} as (
      insert into payload_jobs (input, task_slug, queue)
      select jsonb_build_object('messageId', id), 'sendEmail', ${queue} from ${message}
      returning id
    )`
}
