import type { CollectionConfig } from 'payload'

import { hasAdminRole } from '@/access/isAdmin'
import { createLessonProgress, updateLessonProgress } from '@/access/lessonProgress'
import { adminOrOwnRows } from '@/access/ownRows'
import { booleanCell } from '@/fields/adminCells'

/** How far a buyer got in each lesson, kept on the server and mirrored in her browser. */
export const LessonProgress: CollectionConfig = {
  slug: 'lesson-progress',
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'lesson', 'progress', 'isCompleted', 'updatedAt'],
    // A system record: the app keeps it, her menu does not show it.
    hidden: true,
  },
  // The owner reads and corrects everything; a signed-in buyer (her contact is req.user) reads
  // her own rows and writes them only on lessons her purchases open.
  access: {
    read: adminOrOwnRows(),
    update: updateLessonProgress,
    create: createLessonProgress,
    delete: ({ req }) => hasAdminRole(req.user),
  },
  hooks: {
    beforeChange: [
      ({ data, req }) =>
        req.user?.collection === 'contacts' ? { ...data, email: req.user.email } : data,
    ],
  },
  indexes: [{ fields: ['email', 'lesson'], unique: true }],
  fields: [
    { name: 'email', type: 'email', required: true, index: true },
    { name: 'lesson', type: 'relationship', relationTo: 'lessons', required: true },
    { name: 'progress', type: 'number', min: 0, max: 100, defaultValue: 0 },
    { name: 'isCompleted', type: 'checkbox', defaultValue: false, admin: booleanCell },
    { name: 'completedAt', type: 'date' },
  ],
  timestamps: true,
}
