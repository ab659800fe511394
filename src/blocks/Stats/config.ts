import type { Block } from 'payload'

import {
  DEFAULT_FIGURE_MINIMUM,
  SITE_FIGURE_OPTIONS,
  SITE_FIGURE_PERIODS,
} from '@/content/siteFigures'

export const StatsBlock: Block = {
  slug: 'stats',
  interfaceName: 'StatsBlock',
  labels: { singular: 'Stats', plural: 'Stats' },
  fields: [
    { name: 'heading', type: 'text' },
    {
      name: 'items',
      type: 'array',
      required: true,
      minRows: 1,
      fields: [
        { name: 'value', type: 'text', required: true, admin: { description: 'e.g. "10,000+"' } },
        { name: 'label', type: 'text', required: true },
      ],
    },
    {
      name: 'liveFigure',
      label: 'Real figure from your site',
      type: 'group',
      admin: {
        description:
          'A real count with its period, for example "64 women signed up in the last 30 days", shown under the figures above. It is counted again every few minutes and hidden while it is below your minimum.',
      },
      fields: [
        {
          name: 'show',
          type: 'select',
          required: true,
          defaultValue: 'none',
          options: [...SITE_FIGURE_OPTIONS],
        },
        {
          name: 'days',
          label: 'Counted over',
          type: 'select',
          required: true,
          defaultValue: '30',
          options: [...SITE_FIGURE_PERIODS],
          admin: { condition: (_, siblingData) => siblingData?.show !== 'none' },
        },
        {
          name: 'minimum',
          label: 'Show only from',
          type: 'number',
          required: true,
          min: 1,
          defaultValue: DEFAULT_FIGURE_MINIMUM,
          admin: {
            description: 'Below this number the line is hidden.',
            condition: (_, siblingData) => siblingData?.show !== 'none',
          },
        },
      ],
    },
  ],
}
