import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { COMMAND_SOURCES, COMMAND_STATUSES, ENGINE_NAMES } from '@/assistant/constants'

/**
 * Her AI assistant's history: each command, what it answered, what it suggested and what Accept
 * changed. Written only by the assistant's operations (src/assistant/operations), under the
 * `assistantLog` system action, so the record stays true: its REST writes are closed. She reads it
 * in the Admin Center's AI Assistant tab.
 */
export const AssistantCommands: CollectionConfig = {
  slug: 'assistant-commands',
  labels: { singular: 'Assistant command', plural: 'AI assistant history' },
  admin: {
    useAsTitle: 'command',
    defaultColumns: ['command', 'action', 'status', 'createdAt'],
    group: 'Settings',
    // The AI Assistant tab shows her history in her words; the raw rows are the system's.
    hidden: true,
  },
  access: { read: isAdmin, create: () => false, update: () => false, delete: () => false },
  defaultSort: '-createdAt',
  fields: [
    { name: 'command', type: 'textarea', required: true },
    {
      name: 'source',
      type: 'select',
      required: true,
      defaultValue: 'typed',
      options: COMMAND_SOURCES.map((value) => ({ label: value, value })),
    },
    {
      name: 'sourceLabel',
      type: 'text',
      admin: { description: 'Which of her AI apps sent it (the name of its key).' },
    },
    {
      name: 'engine',
      type: 'select',
      required: true,
      options: ENGINE_NAMES.map((value) => ({ label: value, value })),
    },
    { name: 'action', type: 'text' },
    { name: 'summary', type: 'textarea' },
    { name: 'details', type: 'textarea' },
    { name: 'recommendations', type: 'json' },
    { name: 'proposal', type: 'json' },
    {
      name: 'status',
      type: 'select',
      required: true,
      index: true,
      options: Object.entries(COMMAND_STATUSES).map(([value, label]) => ({ label, value })),
    },
    { name: 'outcome', type: 'textarea' },
    { name: 'error', type: 'textarea' },
    { name: 'decidedAt', type: 'date' },
    { name: 'createdBy', type: 'email' },
  ],
  timestamps: true,
}
