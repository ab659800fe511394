import Link from 'next/link'

import styles from './traffic.module.css'
import { type TrafficFilterKey, type TrafficPlace, withFilter } from './trafficPlace'

/**
 * A row's name as a link that narrows everything else on the Overview to it (the period kept).
 * The row already filtered on says so and stays a link, so her place in the table is kept.
 */
export function FilterLink({
  place,
  filterKey,
  value,
}: {
  place: TrafficPlace
  filterKey: TrafficFilterKey
  value: string
}) {
  const active = place.filter[filterKey] === value
  return (
    <Link
      className={styles.link}
      href={withFilter(place, filterKey, value)}
      prefetch={false}
      aria-current={active ? 'true' : undefined}
    >
      {value}
    </Link>
  )
}
