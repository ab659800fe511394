import Link from '@/components/SiteLink'

import type { Archetype, QuizSetting } from '@/payload-types'
import { QuizIcon } from '@/components/quiz/icons'

type Props = { archetype: Archetype; labels: QuizSetting['result'] }

/** Black or white, whichever reads better on the owner's accent colour. */
function inkOn(hex: string) {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
  })
  const luminance = 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
  return luminance > 0.179 ? '#2a1026' : '#ffffff'
}

const subheading = 'font-serif text-xl text-plum-900'

/** One archetype's reading, rendered on the server; the quiz shows it when it is the result. */
export function ArchetypeResult({ archetype, labels }: Props) {
  const { colour, icon } = archetype
  return (
    <article
      aria-labelledby={`quiz-result-${archetype.key}`}
      className="grid scroll-mt-24 gap-6 rounded-3xl border-t-8 bg-white p-6 shadow-lg ring-1 ring-plum-100 sm:p-10"
      style={{ borderTopColor: colour }}
    >
      <div className="flex items-center gap-4">
        <span
          aria-hidden="true"
          className="grid size-16 shrink-0 place-content-center rounded-full text-3xl"
          style={{ backgroundColor: colour, color: inkOn(colour) }}
        >
          {icon.kind === 'emoji' ? (
            icon.emoji
          ) : (
            <QuizIcon name={icon.symbol ?? 'heart'} className="size-9" />
          )}
        </span>
        <div>
          <p className="text-sm font-semibold tracking-widest text-plum-700 uppercase">
            {labels.eyebrow}
          </p>
          <h2
            id={`quiz-result-${archetype.key}`}
            tabIndex={-1}
            className="font-serif text-3xl leading-tight text-plum-900 outline-none sm:text-4xl"
          >
            {archetype.title}
          </h2>
        </div>
      </div>
      <p className="font-serif text-xl text-plum-800 italic">{archetype.subtitle}</p>
      <p className="text-lg leading-relaxed">{archetype.description}</p>
      <section aria-labelledby={`quiz-traits-${archetype.key}`} className="grid gap-3">
        <h3 id={`quiz-traits-${archetype.key}`} className={subheading}>
          {labels.traitsHeading}
        </h3>
        <ul className="grid gap-2 sm:grid-cols-2">
          {archetype.traits.map(({ id, trait }) => (
            <li key={id ?? trait} className="flex gap-2 rounded-2xl bg-plum-50 px-4 py-3">
              <span aria-hidden="true" style={{ color: colour }}>
                ✦
              </span>
              {trait}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby={`quiz-transformation-${archetype.key}`} className="grid gap-2">
        <h3 id={`quiz-transformation-${archetype.key}`} className={subheading}>
          {labels.transformationHeading}
        </h3>
        <p className="text-lg leading-relaxed">{archetype.transformation}</p>
      </section>
      <section aria-labelledby={`quiz-next-${archetype.key}`} className="grid gap-3">
        <h3 id={`quiz-next-${archetype.key}`} className={subheading}>
          {labels.nextStepHeading}
        </h3>
        <p className="text-lg leading-relaxed">{archetype.nextStep}</p>
        <ul className="flex flex-wrap gap-3">
          {labels.links.map((link) => (
            <li key={link.id ?? link.href}>
              <Link
                href={link.href}
                className="inline-flex rounded-full bg-plum-800 px-6 py-3 font-semibold text-cream-50 hover:bg-plum-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-plum-800"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </article>
  )
}
