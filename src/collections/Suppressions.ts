import type { CollectionConfig } from 'payload'

import { adminOnly } from '@/access/adminOnly'
import { SUPPRESSION_REASON_LABELS, SUPPRESSION_REASONS } from '@/contacts/suppression'

/**
 * Addresses that are never sent marketing e-mail: whoever unsubscribed, whose address bounced
 * for good, who reported it as spam, or was erased. Kept as a hash of the address (no address),
 * so it outlives her contact; every marketing send checks it, and an import never subscribes an
 * address on it.
 */
export const Suppressions: CollectionConfig = {
  slug: 'suppressions',
  labels: { singular: 'Suppressed address', plural: 'Suppressed addresses' },
  admin: {
    useAsTitle: 'reason',
    defaultColumns: ['reason', 'createdAt'],
    group: 'People',
    // Codes, not addresses: nothing she could read. A person's page says why she gets no e-mail.
    hidden: true,
    description:
      'Addresses that never get marketing e-mail again, kept as a code (not the address) so the list outlives a deleted person.',
  },
  access: adminOnly,
  fields: [
    {
      name: 'addressHash',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { readOnly: true },
    },
    {
      name: 'reason',
      type: 'select',
      required: true,
      options: SUPPRESSION_REASONS.map((value) => ({
        label: SUPPRESSION_REASON_LABELS[value],
        value,
      })),
      admin: { readOnly: true },
    },
  ],
  timestamps: true,
}
