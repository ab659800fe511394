import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { secretHashField } from '@/fields/secretHash'

/**
 * Keys her own AI apps (ChatGPT, Claude, …) use to reach her business over MCP (/api/mcp). Only
 * the key's SHA-256 is stored, so a leaked database cannot be replayed; the key itself is shown
 * to her once. Written only by the key operations (src/mcp/operations), so the collection's own
 * write routes are closed; she creates and revokes them in Settings → Your AI apps.
 */
export const McpKeys: CollectionConfig = {
  slug: 'mcp-keys',
  labels: { singular: 'AI app key', plural: 'AI app keys' },
  admin: {
    useAsTitle: 'label',
    defaultColumns: ['label', 'prefix', 'createdAt', 'lastUsedAt', 'revokedAt'],
    group: 'Settings',
    // The Admin Center's Settings tab (Your AI apps) is where she makes and revokes them.
    hidden: true,
  },
  access: { read: isAdmin, create: () => false, update: () => false, delete: () => false },
  defaultSort: '-createdAt',
  fields: [
    { name: 'label', type: 'text', required: true },
    secretHashField('keyHash'),
    {
      name: 'prefix',
      type: 'text',
      required: true,
      admin: { description: 'The key’s first characters, to recognise it; the rest is not kept.' },
    },
    { name: 'owner', type: 'relationship', relationTo: 'users', required: true, index: true },
    { name: 'lastUsedAt', type: 'date' },
    { name: 'revokedAt', type: 'date', index: true },
  ],
  timestamps: true,
}
