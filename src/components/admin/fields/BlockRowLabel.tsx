'use client'

import { useRowLabel } from '@payloadcms/ui'

type Props = { blockLabel: string }

/** The words a row is known by: its heading, else its title, name, question or first text. */
const HEADING_FIELDS = ['heading', 'title', 'name', 'question', 'label', 'text'] as const

/**
 * A block's row in a page's layout: its number, what kind of block it is and its own heading
 * ("03 · Call to action: Ready to begin?"), instead of Payload's empty "Untitled" name box.
 */
export function BlockRowLabel({ blockLabel }: Props) {
  const { data, rowNumber } = useRowLabel<Record<string, unknown>>()
  const heading = HEADING_FIELDS.map((key) => data?.[key]).find(
    (value): value is string => typeof value === 'string' && value.trim() !== '',
  )
  const number = String((rowNumber ?? 0) + 1).padStart(2, '0')
  return (
    <span style={{ pointerEvents: 'none' }}>
      {number} · {blockLabel}
      {heading ? `: ${heading.length > 60 ? `${heading.slice(0, 59)}…` : heading}` : ''}
    </span>
  )
}
