import type { Block } from 'payload'

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
      name: 'visitorCounter',
      type: 'group',
      admin: { description: 'A live-looking count of women reading now, growing slowly.' },
      fields: [
        { name: 'enabled', type: 'checkbox', defaultValue: false },
        { name: 'label', type: 'text', defaultValue: 'women exploring this page right now' },
        { name: 'start', type: 'number', defaultValue: 2847 },
        { name: 'maxIncrement', type: 'number', defaultValue: 2, min: 0 },
        { name: 'intervalSeconds', type: 'number', defaultValue: 45, min: 1 },
      ],
    },
  ],
}
