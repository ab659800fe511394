import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { requireOwner } from '@/auth/requireOwner'
import { EMAIL_TEMPLATES, isSystemTemplateKey } from '@/email/templates'
import { queryRows } from '@/utilities/sql'

import { findPublishedTemplates, loadSequences, templatePlainText } from './email'

/** How much of an e-mail's words the assistant reads: enough to write in her voice. */
const TEMPLATE_TEXT_LIMIT = 2_000

export type SequenceSummary = {
  id: number
  name: string
  /** What starts it, in her words ("You give her the tag “Nurture”"). */
  trigger: string
  active: boolean
  steps: {
    /** Her name for the e-mail, or its subject. */
    email: string
    /** "At once", "3 days later", and when in the day ("Mornings (8 am to noon)"). */
    when: string
    window: string
  }[]
  /** People in it now (on their way through its steps). */
  enrolledNow: number
  /** People who went through all of it, and who left it early. */
  completed: number
  exited: number
}

/**
 * Her sequences as the assistant (and an MCP client) reads them: what starts each, its e-mails
 * and delays in words, and how many are in it now. The Email tab's own reading (loadSequences).
 */
export async function listSequences(
  req: PayloadRequest,
): Promise<{ sequences: SequenceSummary[] }> {
  requireOwner(req)
  const [sequences, tags] = await Promise.all([
    loadSequences(req),
    queryRows<{ id: number; name: string }>(req.payload, sql`select id, name from tags`, req),
  ])
  const tagName = new Map(tags.map((tag) => [tag.id, tag.name]))
  return {
    sequences: sequences.map((sequence) => {
      const tag = sequence.editable.triggerTag
      return {
        id: sequence.id,
        name: sequence.name,
        trigger:
          sequence.editable.trigger === 'tag-added' && tag !== null
            ? `You give her the tag “${tagName.get(tag) ?? 'a deleted tag'}”`
            : sequence.trigger,
        active: sequence.active,
        steps: sequence.steps
          .filter((step) => step.active)
          .map((step) => ({ email: step.email, when: step.when, window: step.window })),
        enrolledNow: sequence.members.active,
        completed: sequence.members.completed,
        exited: sequence.members.exited,
      }
    }),
  }
}

export type TemplateSummary = {
  id: number
  /** Her name for it (a site e-mail's own name: "Free meditation: welcome"). */
  name: string
  subject: string
  /** One of the e-mails the site sends by itself (a welcome, a receipt): it cannot be deleted. */
  sentBySite: boolean
  /** Its words as plain text with {{name}}-style fields, at most TEMPLATE_TEXT_LIMIT characters. */
  text: string
  /** Whether `text` was cut short. */
  shortened: boolean
}

/**
 * Her published e-mails with their words, so the assistant drafts from her own e-mails. Read as
 * the owner; the merge fields stay as written ({{name}}), so no person's data or link is in them.
 */
export async function listEmailTemplates(
  req: PayloadRequest,
): Promise<{ templates: TemplateSummary[] }> {
  requireOwner(req)
  const docs = await findPublishedTemplates(req, 'name')
  return {
    templates: docs.map((template) => {
      const text = templatePlainText(template)
      const sentBySite = isSystemTemplateKey(template.key)
      return {
        id: template.id,
        name:
          template.name ||
          (isSystemTemplateKey(template.key) ? EMAIL_TEMPLATES[template.key].label : '') ||
          template.subject,
        subject: template.subject,
        sentBySite,
        text: text.length > TEMPLATE_TEXT_LIMIT ? `${text.slice(0, TEMPLATE_TEXT_LIMIT)}…` : text,
        shortened: text.length > TEMPLATE_TEXT_LIMIT,
      }
    }),
  }
}
