import type { ReactNode } from 'react'

import styles from './traffic.module.css'

export type TrafficTableRow = { key: string; name: ReactNode; figures: ReactNode[] }

/**
 * One of the traffic part's tables: a name column, then figures. It scrolls inside its own box,
 * which a keyboard can reach and scroll too, so that on a 390 px phone the page never scrolls
 * sideways. It is named by its own caption or, in a card of one table, by the card's heading.
 */
export function TrafficTable({
  id,
  caption,
  labelledBy,
  columns,
  rows,
}: {
  id: string
  caption?: string
  labelledBy?: string
  columns: [name: string, ...figures: string[]]
  rows: TrafficTableRow[]
}) {
  const name = caption ? `${id}-caption` : labelledBy
  return (
    <div className={styles.scroller} role="region" aria-labelledby={name} tabIndex={0}>
      <table className={styles.table} id={id} aria-labelledby={caption ? undefined : name}>
        {caption ? <caption id={name}>{caption}</caption> : null}
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={column} scope="col" className={index > 0 ? styles.figure : undefined}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className={styles.name}>
                {row.name}
              </th>
              {row.figures.map((figure, index) => (
                <td key={index} className={styles.figure}>
                  {figure}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
