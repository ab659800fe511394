'use client'

import type { DefaultCellComponentProps } from 'payload'

import { formatUSD } from '@/utilities/money'

/** A cents value in a list column, as dollars: 4450 → "$44.50". Empty stays empty. */
export function CentsCell({ cellData }: DefaultCellComponentProps) {
  if (typeof cellData !== 'number' || !Number.isFinite(cellData)) return <span>–</span>
  return <span>{formatUSD(cellData, { cents: true })}</span>
}
