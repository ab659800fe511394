import type { Block } from 'payload'

export const StoryVideoBlock: Block = {
  slug: 'storyVideo',
  interfaceName: 'StoryVideoBlock',
  labels: { singular: 'Narrated story', plural: 'Narrated stories' },
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'intro', type: 'textarea' },
    {
      name: 'lines',
      type: 'array',
      required: true,
      minRows: 1,
      admin: { description: 'Shown one after another over the story, and read aloud.' },
      fields: [{ name: 'text', type: 'textarea', required: true }],
    },
    { name: 'durationSeconds', type: 'number', required: true, defaultValue: 45, min: 5 },
    { name: 'playLabel', type: 'text', required: true, defaultValue: 'Play my story' },
    {
      name: 'voiceId',
      type: 'text',
      admin: {
        description: 'ElevenLabs voice for the narration; the browser’s voice is used without it.',
      },
    },
    {
      name: 'completion',
      type: 'group',
      fields: [
        { name: 'title', type: 'text', required: true, defaultValue: 'Thank you for listening' },
        { name: 'description', type: 'text' },
      ],
    },
  ],
}
