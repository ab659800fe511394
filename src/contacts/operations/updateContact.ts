import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { requireOwner } from '@/auth/requireOwner'
import { AppError } from '@/core/errors'
import { enrolInSequences } from '@/email/sequences/enrol'
import { inOperation } from '@/core/operation'
import type { Contact } from '@/payload-types'
import { queryRows } from '@/utilities/sql'
import { lockUntilCommit } from '@/utilities/transaction'

import type { ContactStatus } from '../constants'

export const MAX_NOTE_LENGTH = 5_000
export const MAX_TAG_NAME_LENGTH = 100
/** §9: a tag's default colour. */
const DEFAULT_TAG_COLOUR = '#6B7280'

export type ContactChanges = {
  /** A note to add (the contacts hook signs it with the owner's address and the time). */
  note?: string
  /** Her new status (the contacts hook appends it to her status history). */
  status?: ContactStatus
  /** Her tags, all of them, by id. */
  tagIds?: number[]
  /** A tag to add by name: the existing one of that name (any case), or a new one. */
  newTag?: string
}

/**
 * The tag of this name (any case), or a new one, as the owner, inside `req`'s transaction. Two
 * tabs (or the assistant and a tab) creating the same tag at once get the same one.
 */
export async function findOrCreateTag(
  req: PayloadRequest,
  name: string,
): Promise<{ id: number; name: string; created: boolean }> {
  await lockUntilCommit(req.payload, `tag:${name.toLowerCase()}`, req)
  const [existing] = await queryRows<{ id: number; name: string }>(
    req.payload,
    sql`select "id", "name" from "tags" where lower("name") = lower(${name}) limit 1`,
    req,
  )
  if (existing) return { ...existing, created: false }
  const tag = await req.payload.create({
    collection: 'tags',
    data: { name, color: DEFAULT_TAG_COLOUR },
    req,
    depth: 0,
    overrideAccess: false,
  })
  return { id: tag.id, name: tag.name, created: true }
}

/**
 * What the owner writes on a person: a note, her status, her tags. Runs as the owner through
 * Payload's access; authorship and history are written by the contacts hook
 * (src/contacts/hooks.ts), as for any other change to her.
 */
export async function updateContact(
  req: PayloadRequest,
  id: number,
  changes: ContactChanges,
): Promise<Contact> {
  requireOwner(req)
  const note = changes.note?.trim()
  const newTag = changes.newTag?.trim()
  if (changes.note !== undefined && !note) throw new AppError('bad_request', 'The note is empty.')
  if (note && note.length > MAX_NOTE_LENGTH) {
    throw new AppError(
      'bad_request',
      `The note is too long: at most ${MAX_NOTE_LENGTH} characters.`,
    )
  }
  if (newTag && newTag.length > MAX_TAG_NAME_LENGTH) {
    throw new AppError('bad_request', `A tag name has at most ${MAX_TAG_NAME_LENGTH} characters.`)
  }
  if (!note && !changes.status && !changes.tagIds && !newTag) {
    throw new AppError('bad_request', 'Nothing to change: send a note, a status or tags.')
  }
  const asOwner = { depth: 0, overrideAccess: false } as const

  return inOperation(req, async (req) => {
    const contact = await req.payload
      .findByID({ collection: 'contacts', id, req, ...asOwner, disableErrors: true })
      .catch(() => null)
    if (!contact) throw new AppError('not_found', 'No such contact.')

    let tagIds: number[] | undefined = changes.tagIds ? [...new Set(changes.tagIds)] : undefined
    if (tagIds && tagIds.length > 0) {
      const { totalDocs } = await req.payload.count({
        collection: 'tags',
        where: { id: { in: tagIds } },
        req,
        overrideAccess: false,
      })
      if (totalDocs !== tagIds.length) throw new AppError('bad_request', 'Unknown tag.')
    }
    if (newTag) {
      const tagId = (await findOrCreateTag(req, newTag)).id
      const current =
        tagIds ?? (contact.tags ?? []).map((tag) => (typeof tag === 'object' ? tag.id : tag))
      tagIds = current.includes(tagId) ? current : [...current, tagId]
    }

    const before = (contact.tags ?? []).map((tag) => (typeof tag === 'object' ? tag.id : tag))
    const updated = await req.payload.update({
      collection: 'contacts',
      id,
      data: {
        ...(changes.status ? { status: changes.status } : {}),
        ...(tagIds ? { tags: tagIds } : {}),
        ...(note ? { notes: [...(contact.notes ?? []), { note }] } : {}),
      },
      req,
      ...asOwner,
    })
    // A tag she was given may start a sequence (one removed ends it, at its next step).
    const added = (tagIds ?? []).filter((tagId) => !before.includes(tagId))
    if (added.length) {
      await enrolInSequences(req, { contact: updated, event: { kind: 'tag-added', tagIds: added } })
    }
    return updated
  })
}
