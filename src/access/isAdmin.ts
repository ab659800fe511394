import type { Access, CollectionConfig } from 'payload'

import type { Contact, User } from '@/payload-types'

/** The owner: a user account (never a buyer's contact session) with the admin role. */
export const hasAdminRole = (user: Partial<User> | Contact | null | undefined): boolean =>
  user?.collection !== 'contacts' && (user as Partial<User> | undefined)?.role === 'admin'

export const isAdmin: Access = ({ req }) => hasAdminRole(req.user)

/** The owner, and then whatever `rule` (a collection's own, or Payload's default) adds. */
export const ownerAnd =
  (rule?: Access): Access =>
  (args) =>
    hasAdminRole(args.req.user) && (rule ? rule(args) : true)

/** Every operation on a collection Payload builds itself (its preferences, its locks): hers. */
export function restrictToOwner({ access }: { access: NonNullable<CollectionConfig['access']> }) {
  access.create = ownerAnd(access.create)
  access.read = ownerAnd(access.read)
  access.update = ownerAnd(access.update)
  access.delete = ownerAnd(access.delete)
}
