import type { FeaturesBlock as FeaturesBlockProps } from '@/payload-types'

import { onLight, sectionHeading } from '../shared/styles'

export function FeaturesBlock({ heading, intro, style, items, tone }: FeaturesBlockProps) {
  const List = style === 'numbered' ? 'ol' : 'ul'
  return (
    <section className={tone === 'blush' ? 'bg-plum-50' : undefined}>
      <div className="mx-auto max-w-6xl px-6 py-16">
        <h2 className={`mb-4 text-center ${sectionHeading} ${onLight}`}>{heading}</h2>
        {intro && <p className="mx-auto mb-10 max-w-2xl text-center text-lg">{intro}</p>}
        <List
          className={
            style === 'checklist'
              ? 'mx-auto grid max-w-3xl gap-4'
              : `grid gap-6 ${items.length % 3 === 0 ? 'md:grid-cols-3' : 'md:grid-cols-2'}`
          }
        >
          {items.map((item, index) => (
            <li
              key={item.id ?? item.title}
              className={
                style === 'checklist'
                  ? 'flex gap-4 rounded-2xl bg-white p-5 shadow-sm'
                  : 'rounded-3xl bg-white p-7 shadow-sm'
              }
            >
              {style === 'numbered' && (
                <span aria-hidden="true" className="mb-3 block font-serif text-3xl text-plum-700">
                  {String(index + 1).padStart(2, '0')}
                </span>
              )}
              {style === 'checklist' && (
                <span aria-hidden="true" className="text-xl text-plum-700">
                  ✓
                </span>
              )}
              <div>
                <h3 className="font-serif text-xl text-plum-900">{item.title}</h3>
                {item.description && <p className="mt-2 text-plum-950/90">{item.description}</p>}
              </div>
            </li>
          ))}
        </List>
      </div>
    </section>
  )
}
