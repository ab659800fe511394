import type { CollectionBeforeChangeHook } from 'payload'

import type { Contact } from '@/payload-types'

/** Who made a change: the owner's address, or "system" for what the site does by itself. */
const changedBy = (user: { email?: string | null } | null | undefined) =>
  user?.email && (user as { collection?: string }).collection === 'users' ? user.email : 'system'

/**
 * Her status history and the authorship of notes, written in one place whoever changes the
 * contact (a purchase making her a customer, the owner in the admin, later her assistant): a
 * status change appends who and when; a new note gets the owner's address and the time.
 */
export const recordContactChanges: CollectionBeforeChangeHook<Contact> = ({
  data,
  originalDoc,
  req,
}) => {
  const now = new Date().toISOString()
  const by = changedBy(req.user)
  if (data.status && data.status !== originalDoc?.status) {
    data.statusHistory = [
      ...(data.statusHistory ?? originalDoc?.statusHistory ?? []),
      { status: data.status, changedBy: by, changedAt: now },
    ]
  }
  if (data.notes) {
    data.notes = data.notes.map((note) => ({
      ...note,
      adminEmail: note.adminEmail || (by === 'system' ? null : by),
      createdAt: note.createdAt || now,
    }))
  }
  return data
}

/**
 * `subscribed` (what every send checks) and `marketingStatus` (why) say the same thing, whoever
 * writes one of them: a new status sets the flag; a flag written alone (an older caller) moves the
 * status to subscribed or, from subscribed, to unsubscribed.
 */
export const keepSubscriptionInStep: CollectionBeforeChangeHook<Contact> = ({
  data,
  originalDoc,
}) => {
  const statusChanged =
    data.marketingStatus !== undefined && data.marketingStatus !== originalDoc?.marketingStatus
  if (statusChanged) {
    data.subscribed = data.marketingStatus === 'subscribed'
    return data
  }
  if (data.subscribed === undefined || data.subscribed === originalDoc?.subscribed) return data
  if (data.subscribed) data.marketingStatus = 'subscribed'
  else if (originalDoc?.marketingStatus === 'subscribed') data.marketingStatus = 'unsubscribed'
  return data
}
