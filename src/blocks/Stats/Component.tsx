import configPromise from '@payload-config'
import { getPayload } from 'payload'

import type { StatsBlock as StatsBlockProps } from '@/payload-types'
import { cachedSiteFigure, siteFigureLine } from '@/content/siteFigures'

import { onLight, sectionHeading } from '../shared/styles'

/** The real figure she chose, with its period, or nothing (no data, or below her minimum). */
async function LiveFigure({ liveFigure }: Pick<StatsBlockProps, 'liveFigure'>) {
  const kind = liveFigure?.show
  if (!kind || kind === 'none') return null
  const days = Number(liveFigure?.days ?? 30)
  const payload = await getPayload({ config: configPromise })
  const value = await cachedSiteFigure(payload, kind, days).catch(() => 0)
  const line = siteFigureLine(kind, days, value, liveFigure?.minimum ?? undefined)
  if (!line) return null
  return (
    <p
      data-testid="site-figure"
      className="mt-10 inline-flex flex-wrap justify-center gap-x-1 rounded-full bg-plum-50 px-5 py-2 text-sm text-plum-900"
    >
      <span className="font-semibold">{line.figure}</span> {line.words}
    </p>
  )
}

export function StatsBlock({ heading, items, liveFigure }: StatsBlockProps) {
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
      <LiveFigure liveFigure={liveFigure} />
    </section>
  )
}
