import type { CollectionConfig } from 'payload'

import { adminOnly } from '@/access/adminOnly'

/** How far a buyer got in each lesson, kept on the server and mirrored in her browser. */
export const LessonProgress: CollectionConfig = {
  slug: 'lesson-progress',
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'lesson', 'progress', 'isCompleted', 'updatedAt'],
    group: 'Members',
  },
  access: adminOnly,
  indexes: [{ fields: ['email', 'lesson'], unique: true }],
  fields: [
    { name: 'email', type: 'email', required: true, index: true },
    { name: 'lesson', type: 'relationship', relationTo: 'lessons', required: true },
    { name: 'progress', type: 'number', min: 0, max: 100, defaultValue: 0 },
    { name: 'isCompleted', type: 'checkbox', defaultValue: false },
    { name: 'completedAt', type: 'date' },
  ],
  timestamps: true,
}
