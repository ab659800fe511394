import type { StatsBlock as StatsBlockProps } from '@/payload-types'

import { onLight, sectionHeading } from '../shared/styles'

import dynamic from 'next/dynamic'

// Islands are split per block so a page loads only the ones it shows.
const VisitorCounter = dynamic(() =>
  import('./VisitorCounter.client').then((module) => module.VisitorCounter),
)

export function StatsBlock({ heading, items, visitorCounter }: StatsBlockProps) {
  return (
    <section className="mx-auto max-w-6xl px-6 py-16 text-center">
      {heading && <h2 className={`mb-10 ${sectionHeading} ${onLight}`}>{heading}</h2>}
      <dl className="grid grid-cols-2 gap-8 md:grid-cols-4">
        {items.map((item) => (
          <div key={item.id ?? item.label} className="flex flex-col-reverse gap-1">
            <dt className="text-sm text-plum-950/80">{item.label}</dt>
            <dd className="font-serif text-4xl text-plum-800">{item.value}</dd>
          </div>
        ))}
      </dl>
      {visitorCounter?.enabled && (
        <VisitorCounter
          start={visitorCounter.start ?? 2847}
          maxIncrement={visitorCounter.maxIncrement ?? 2}
          intervalMs={(visitorCounter.intervalSeconds ?? 45) * 1000}
          label={visitorCounter.label ?? ''}
        />
      )}
    </section>
  )
}
