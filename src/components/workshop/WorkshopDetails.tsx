import type { WorkshopWithProduct } from '@/app/(frontend)/_loaders/workshop'
import { capacityLabel, scheduleLabels } from '@/workshops/view'
import { formatUSD } from '@/utilities/money'

/** When, where, how long, how many and how much: every figure from the CMS. */
export function WorkshopDetails({ workshop }: { workshop: WorkshopWithProduct }) {
  const { dateLabel, timeLabel, durationLabel } = scheduleLabels(workshop)
  const rows: [string, string][] = [
    ['Date', dateLabel],
    ['Time', timeLabel],
    ['Duration', durationLabel],
    ['Location', workshop.location],
    ['Circle', capacityLabel(workshop)],
    ['Price', formatUSD(workshop.product.priceInCents)],
  ]
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-sm font-semibold tracking-[0.15em] text-plum-700 uppercase sm:pt-0.5">
            {term}
          </dt>
          <dd className="text-lg text-plum-950" data-testid={`workshop-${term.toLowerCase()}`}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  )
}
