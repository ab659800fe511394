import type { CollectionConfig, Field } from 'payload'

import { publicContent } from '@/access/publicContent'
import { archetypeWords } from '@/fields/copy'
import { ARCHETYPE_KEYS } from '@/contacts/schema'
import { QUIZ_ICON_NAMES } from '@/quiz/iconNames'
import { revalidateEverywhere } from '@/utilities/revalidate'

const HEX_COLOUR = /^#[0-9a-f]{6}$/i

const textarea = (name: string, description: string): Field => ({
  name,
  type: 'textarea',
  required: true,
  admin: { description },
})

/** The three results of the Good Girl Quiz (§3 "Archetype result"), one document per key. */
export const Archetypes: CollectionConfig = {
  slug: 'archetypes',
  labels: { singular: 'Quiz result', plural: 'Quiz results' },
  admin: {
    useAsTitle: 'title',
    group: 'Pages and content',
    defaultColumns: ['title', 'key', 'subtitle'],
    description: 'What the quiz shows for each archetype. The scoring picks one by its key.',
  },
  access: publicContent,
  fields: [
    {
      name: 'key',
      label: 'Result',
      type: 'select',
      required: true,
      unique: true,
      options: ARCHETYPE_KEYS.map((value) => ({ label: archetypeWords(value), value })),
      admin: {
        description: 'Which of the three results this is; each has exactly one set of words.',
      },
    },
    { name: 'title', type: 'text', required: true },
    { name: 'subtitle', type: 'text', required: true },
    textarea('description', 'Shown first, under the title.'),
    {
      name: 'traits',
      type: 'array',
      required: true,
      minRows: 4,
      maxRows: 4,
      labels: { singular: 'Trait', plural: 'Traits' },
      admin: { description: 'Exactly four.' },
      fields: [{ name: 'trait', type: 'text', required: true }],
    },
    textarea('transformation', 'What becomes possible for her: the transformation.'),
    textarea(
      'nextStep',
      'The invitation to a next step; the links to the masterclass and the free meditation follow it.',
    ),
    {
      name: 'colour',
      type: 'text',
      required: true,
      defaultValue: '#6b2f5f',
      admin: { description: 'An accent colour as #rrggbb, used for the card’s edge and icon.' },
      validate: (value: string | null | undefined) =>
        (typeof value === 'string' && HEX_COLOUR.test(value)) ||
        'Please enter a colour as # and six hex digits, such as #6b2f5f.',
    },
    {
      name: 'icon',
      type: 'group',
      admin: { description: 'A decorative icon beside the title: one of ours, or an emoji.' },
      fields: [
        {
          name: 'kind',
          type: 'radio',
          required: true,
          defaultValue: 'symbol',
          options: [
            { label: 'Icon', value: 'symbol' },
            { label: 'Emoji', value: 'emoji' },
          ],
        },
        {
          name: 'symbol',
          type: 'select',
          defaultValue: 'heart',
          options: QUIZ_ICON_NAMES.map((value) => ({ label: value, value })),
          admin: { condition: (_, sibling) => sibling?.kind !== 'emoji' },
        },
        {
          name: 'emoji',
          type: 'text',
          maxLength: 16,
          admin: { condition: (_, sibling) => sibling?.kind === 'emoji' },
          validate: (value: string | null | undefined, { siblingData }: { siblingData: unknown }) =>
            (siblingData as { kind?: string })?.kind !== 'emoji' ||
            Boolean(value?.trim()) ||
            'Please enter an emoji, or choose one of the icons.',
        },
      ],
    },
  ],
  hooks: { afterChange: [revalidateEverywhere], afterDelete: [revalidateEverywhere] },
}
