'use client'

import type { DefaultCellComponentProps } from 'payload'

/** A checkbox in a list column, as a word: "Yes" or "No" instead of true/false. */
export function BooleanCell({ cellData }: DefaultCellComponentProps) {
  return <span>{cellData === true ? 'Yes' : 'No'}</span>
}
