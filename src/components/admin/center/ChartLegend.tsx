import styles from './dataViews.module.css'

export type LegendItem = {
  label: string
  colour: string
  /** How the chart draws it: a bar (a square swatch, the default), a line or a dashed line. */
  mark?: 'bar' | 'line' | 'dashed'
  /** A bar's swatch as faint as its bars, where they are drawn see-through. */
  opacity?: number
}

/** A chart's legend, for the eye only: the figures beside the chart say it all in words. */
export function ChartLegend({ items }: { items: LegendItem[] }) {
  return (
    <ul className={styles.legend} aria-hidden="true">
      {items.map(({ label, colour, mark = 'bar', opacity }) => (
        <li key={label}>
          {mark === 'bar' ? (
            <span className={styles.swatch} style={{ background: colour, opacity }} />
          ) : (
            <span
              className={styles.line}
              style={{
                borderColor: colour,
                borderTopStyle: mark === 'dashed' ? 'dashed' : undefined,
              }}
            />
          )}
          {label}
        </li>
      ))}
    </ul>
  )
}
