import type { Block } from 'payload'

export const ContentBlock: Block = {
  slug: 'content',
  interfaceName: 'ContentBlock',
  labels: { singular: 'Rich text', plural: 'Rich text' },
  fields: [
    { name: 'heading', type: 'text' },
    { name: 'body', type: 'richText', required: true },
    {
      name: 'image',
      type: 'upload',
      relationTo: 'media',
      admin: {
        description: 'Optional portrait shown beside the text (e.g. the guide’s biography).',
      },
    },
    {
      name: 'tone',
      label: 'Background colour',
      type: 'select',
      defaultValue: 'light',
      admin: {
        description:
          "The section's background colour, to set it apart from the sections around it.",
      },
      options: [
        { label: 'Light', value: 'light' },
        { label: 'Blush', value: 'blush' },
      ],
    },
  ],
}
