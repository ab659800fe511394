import type { PayloadRequest } from 'payload'
import * as z from 'zod/mini'

import { MAX_PROPOSAL_PEOPLE } from '@/assistant/constants'
import { requireOwner } from '@/auth/requireOwner'
import { AppError } from '@/core/errors'
import { inOperation } from '@/core/operation'

import { findOrCreateTag, MAX_TAG_NAME_LENGTH, updateContact } from './updateContact'
import { idOf } from '@/utilities/idOf'

const PEOPLE_MESSAGE = `Choose from 1 to ${MAX_PROPOSAL_PEOPLE} people.`
const TAG_MESSAGE = 'Name the tag, or choose one.'

/** "Add tag Y to these 12 women" (or take it off them). */
export const tagPeopleSchema = z
  .strictObject({
    contacts: z
      .array(
        z
          .int('People are given by their ids.')
          .check(
            z.positive('People are given by their ids.'),
            z.lte(2 ** 31 - 1, 'People are given by their ids.'),
          ),
        PEOPLE_MESSAGE,
      )
      .check(z.minLength(1, PEOPLE_MESSAGE), z.maxLength(MAX_PROPOSAL_PEOPLE, PEOPLE_MESSAGE)),
    tag: z.optional(z.int('tag must be a tag’s id').check(z.positive('tag must be a tag’s id'))),
    tagName: z.optional(
      z
        .string('The tag name must be text')
        .check(
          z.trim(),
          z.minLength(1, TAG_MESSAGE),
          z.maxLength(
            MAX_TAG_NAME_LENGTH,
            `A tag name has at most ${MAX_TAG_NAME_LENGTH} characters.`,
          ),
        ),
    ),
    remove: z.optional(z.boolean('remove must be true or false')),
  })
  .check(
    z.refine((input) => (input.tag === undefined) !== (input.tagName === undefined), TAG_MESSAGE),
  )
export type TagPeopleInput = z.output<typeof tagPeopleSchema>

export type TagPeopleOutcome = {
  /** People whose tags changed (those who already had it, or did not, are left as they were). */
  changed: number
  tag: { id: number; name: string }
}

/**
 * Gives a tag to people (a new name creates it), or takes it off them, as the owner in one
 * transaction. Each change goes through updateContact, so a tag given starts her 'tag-added'
 * sequences and the contact's history is written exactly as when she tags someone by hand.
 */
export async function tagPeople(
  req: PayloadRequest,
  input: TagPeopleInput,
): Promise<TagPeopleOutcome> {
  requireOwner(req)
  const asOwner = { depth: 0, overrideAccess: false } as const
  return inOperation(req, async (req) => {
    let tag: { id: number; name: string }
    if (input.tag !== undefined) {
      const found = await req.payload
        .findByID({ collection: 'tags', id: input.tag, req, ...asOwner, disableErrors: true })
        .catch(() => null)
      if (!found) throw new AppError('bad_request', 'Unknown tag.')
      tag = { id: found.id, name: found.name }
    } else if (input.remove) {
      const { docs } = await req.payload.find({
        collection: 'tags',
        where: { name: { like: input.tagName! } },
        limit: 20,
        req,
        ...asOwner,
      })
      const found = docs.find((doc) => doc.name.toLowerCase() === input.tagName!.toLowerCase())
      if (!found) throw new AppError('bad_request', 'Unknown tag.')
      tag = { id: found.id, name: found.name }
    } else {
      const { id, name } = await findOrCreateTag(req, input.tagName!)
      tag = { id, name }
    }

    const ids = [...new Set(input.contacts)]
    const { docs: contacts } = await req.payload.find({
      collection: 'contacts',
      where: { id: { in: ids } },
      select: { tags: true },
      limit: ids.length,
      pagination: false,
      req,
      ...asOwner,
    })
    let changed = 0
    for (const contact of contacts) {
      const current = (contact.tags ?? []).map(idOf).filter((id): id is number => id !== null)
      const has = current.includes(tag.id)
      if (input.remove ? !has : has) continue
      const tagIds = input.remove ? current.filter((id) => id !== tag.id) : [...current, tag.id]
      await updateContact(req, contact.id, { tagIds })
      changed += 1
    }
    return { changed, tag }
  })
}
