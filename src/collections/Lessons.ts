import type {
  CollectionAfterChangeHook,
  CollectionConfig,
  PayloadRequest,
  RelationshipFieldSingleValidation,
  Where,
} from 'payload'

import { publishedOrAdmin } from '@/access/publishedOrAdmin'
import { isAdminFieldLevel } from '@/access/isAdminFieldLevel'
import { revalidateEverywhere } from '@/utilities/revalidate'
import { booleanCell } from '@/fields/adminCells'
import { webAddressDescription } from '@/fields/webAddress'
import type { Lesson } from '@/payload-types'

type LessonData = { contentType?: string | null; section?: unknown; id?: unknown }

const submittedIdOf = (value: unknown): number | null => {
  const id = value && typeof value === 'object' ? (value as { id?: unknown }).id : value
  return typeof id === 'number'
    ? id
    : typeof id === 'string' && /^\d+$/.test(id)
      ? Number(id)
      : null
}

const isContent = (kind: string) => (_: unknown, siblingData: LessonData) =>
  (siblingData?.contentType ?? 'video') === kind

/** The course a section belongs to (for the prerequisite: a lesson of the same course). */
async function courseOfSection(req: PayloadRequest, section: unknown): Promise<number | null> {
  const id = submittedIdOf(section)
  if (id === null) return null
  const found = await req.payload
    .findByID({ collection: 'sections', id, depth: 0, req, overrideAccess: false })
    .catch(() => null)
  return found ? submittedIdOf(found.course) : null
}

/** The prerequisite must be another lesson of the same course. */
const samePrerequisiteCourse: RelationshipFieldSingleValidation = async (
  value,
  { data, req, id },
) => {
  const prerequisite = submittedIdOf(value)
  if (prerequisite === null) return true
  const lesson = data as LessonData
  if (submittedIdOf(id ?? lesson?.id) === prerequisite) return 'A lesson cannot wait for itself.'
  const other = await req.payload
    .findByID({
      collection: 'lessons',
      id: prerequisite,
      depth: 0,
      req,
      overrideAccess: false,
    })
    .catch(() => null)
  if (!other) return 'Choose a lesson of this course.'
  // One after the other: a save's validation runs in its transaction, on one connection.
  const mine = await courseOfSection(req, lesson?.section)
  const theirs = await courseOfSection(req, other.section)
  return (mine !== null && mine === theirs) || 'Choose a lesson of the same course.'
}

/**
 * A lesson's file and downloads are for those it is open to: they are served by the course's own
 * route (downloadLessonFile), so the media library must not hand them to anyone. Saving the lesson
 * marks them "members only" as her own tick would, as her (nothing changes if she may not).
 */
const keepFilesForMembers: CollectionAfterChangeHook<Lesson> = async ({ doc, req }) => {
  const ids = [doc.file, ...(doc.downloads ?? []).map((item) => item.file)]
    .map(submittedIdOf)
    .filter((id): id is number => id !== null)
  if (ids.length === 0 || !req.user) return doc
  await req.payload
    .update({
      collection: 'media',
      where: { and: [{ id: { in: ids } }, { membersOnly: { not_equals: true } }] },
      data: { membersOnly: true },
      depth: 0,
      req,
      overrideAccess: false,
    })
    .catch(() => undefined)
  return doc
}

/**
 * One lesson of a course. Titles and durations are public (the sales pages and the course's
 * public page list them); what a lesson holds — its video id, file, text and downloads — is
 * readable by the owner only, and reaches a buyer solely through the course API once her access
 * opens it (src/courses/unlocking.ts), or anyone when she marked it a free preview.
 */
export const Lessons: CollectionConfig = {
  slug: 'lessons',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'section', 'contentType', 'isFree', 'order'],
    group: 'Products',
    description:
      'Each lesson sits in a section of a course. Add the sections first (Products → Sections), then the lessons in them.',
  },
  access: publishedOrAdmin,
  defaultSort: 'order',
  fields: [
    {
      name: 'section',
      type: 'relationship',
      relationTo: 'sections',
      required: true,
      index: true,
      admin: { description: 'The part of the course this lesson belongs to.' },
    },
    {
      name: 'moduleId',
      label: 'Web address',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: {
        components: webAddressDescription(
          '/course/',
          'Lowercase words joined by hyphens, different for every lesson of every course; buyers’ links and progress use it, so keep it once sold.',
        ),
      },
    },
    { name: 'title', type: 'text', required: true },
    { name: 'description', type: 'textarea' },
    {
      name: 'contentType',
      label: 'What the lesson is',
      type: 'select',
      required: true,
      defaultValue: 'video',
      options: [
        { label: 'A video', value: 'video' },
        { label: 'A file (audio, video or PDF you upload)', value: 'file' },
        { label: 'Text to read', value: 'text' },
      ],
    },
    {
      name: 'videoHostId',
      label: 'Vimeo video id',
      type: 'text',
      access: { read: isAdminFieldLevel },
      admin: {
        condition: isContent('video'),
        description:
          'The number at the end of the video’s Vimeo address. Only buyers who may open this lesson ever receive it.',
      },
      validate: (value: unknown, { siblingData }: { siblingData: LessonData }) =>
        (siblingData?.contentType ?? 'video') !== 'video' ||
        (typeof value === 'string' && value.trim() !== '') ||
        'Add the Vimeo video id, or choose another kind of lesson.',
    },
    {
      name: 'file',
      label: 'The lesson’s file',
      type: 'upload',
      relationTo: 'media',
      access: { read: isAdminFieldLevel },
      admin: {
        condition: isContent('file'),
        description:
          'Audio, video or a PDF. Saving the lesson marks it “members only”: only those the lesson is open to can open it.',
      },
      validate: (value: unknown, { siblingData }: { siblingData: LessonData }) =>
        siblingData?.contentType !== 'file' ||
        submittedIdOf(value) !== null ||
        'Upload the lesson’s file, or choose another kind of lesson.',
    },
    {
      name: 'text',
      label: 'The lesson’s text',
      type: 'textarea',
      access: { read: isAdminFieldLevel },
      admin: {
        condition: isContent('text'),
        description: 'What she reads. Leave an empty line between paragraphs.',
      },
      validate: (value: unknown, { siblingData }: { siblingData: LessonData }) =>
        siblingData?.contentType !== 'text' ||
        (typeof value === 'string' && value.trim() !== '') ||
        'Write the lesson’s text, or choose another kind of lesson.',
    },
    {
      name: 'downloads',
      label: 'Downloads',
      type: 'array',
      access: { read: isAdminFieldLevel },
      admin: {
        description:
          'Files buyers can download beside the lesson (worksheets, audio, PDFs). Saving the lesson marks each one “members only”.',
      },
      fields: [
        { name: 'label', label: 'Name buyers see', type: 'text', required: true },
        { name: 'file', type: 'upload', relationTo: 'media', required: true },
      ],
    },
    {
      name: 'duration',
      type: 'text',
      required: true,
      admin: { description: 'As shown to buyers, e.g. "90 minutes" or "10 minute read".' },
    },
    {
      name: 'type',
      label: 'Who it is for',
      type: 'select',
      required: true,
      defaultValue: 'main',
      options: [
        { label: 'Everyone who buys the course', value: 'main' },
        { label: 'Bonus lesson (opened by a bonus offer)', value: 'addon' },
      ],
      admin: {
        description:
          'A bonus lesson opens only for buyers of an offer that includes the bonus lessons (Return to the Body for the masterclass).',
      },
    },
    {
      name: 'isFree',
      label: 'Free preview',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        ...booleanCell,
        description:
          'Anyone can watch it before buying, from the course’s public page (/courses/ and the course’s short name).',
      },
    },
    {
      name: 'dripDays',
      label: 'Opens N days after she gets access',
      type: 'number',
      defaultValue: 0,
      min: 0,
      max: 3650,
      admin: {
        step: 1,
        description: '0: open straight away. 7: opens a week after she bought the course.',
      },
      validate: (value: unknown) =>
        value === null ||
        value === undefined ||
        (Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 3650) ||
        'A whole number of days, from 0 to 3650.',
    },
    {
      name: 'prerequisite',
      label: 'Opens once she has finished …',
      type: 'relationship',
      relationTo: 'lessons',
      admin: {
        description:
          'Optional: another lesson of the same course she must mark complete before this one opens.',
      },
      filterOptions: async ({ data, req }) => {
        const course = await courseOfSection(req, (data as LessonData | undefined)?.section)
        if (course === null) return true
        const where: Where = { 'section.course': { equals: course } }
        const own = submittedIdOf((data as LessonData | undefined)?.id)
        return own === null ? where : { and: [where, { id: { not_equals: own } }] }
      },
      validate: samePrerequisiteCourse,
    },
    {
      name: 'order',
      type: 'number',
      required: true,
      defaultValue: 0,
      admin: { description: 'Its place in its section: 1 comes first.' },
    },
    { name: 'isPublished', type: 'checkbox', defaultValue: true, admin: booleanCell },
  ],
  hooks: {
    afterChange: [keepFilesForMembers, revalidateEverywhere],
    afterDelete: [revalidateEverywhere],
  },
  timestamps: true,
}
