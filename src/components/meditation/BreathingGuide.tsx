import type { Meditation } from '@/payload-types'

type Phase = Meditation['breathingPhases'][number]

const SMALL = 0.6
const percent = (value: number) => `${Number(value.toFixed(3))}%`

/** Keyframes from a list of percent → declaration, later entries winning at the same percent. */
const keyframes = (name: string, frames: [number, string][]) =>
  `@keyframes ${name}{${[...new Map(frames.map(([at, css]) => [percent(at), css]))]
    .map(([at, css]) => `${at}{${css}}`)
    .join('')}}`

/**
 * The cycle's animation, built from the owner's phases so any lengths work: the circle grows,
 * rests and shrinks, and each phase's word (and its mark in the list) shows during its share of the
 * cycle. Only numbers and fixed names reach the CSS. Nothing moves unless the visitor's system
 * allows motion.
 */
function breathingCSS(phases: Phase[]) {
  const total = phases.reduce((sum, phase) => sum + phase.seconds, 0)
  const bounds = phases.reduce<number[]>(
    (list, phase) => [...list, list[list.length - 1]! + (phase.seconds / total) * 100],
    [0],
  )
  // Start where the cycle ends, so the loop has no jump.
  let level = 0
  for (const phase of phases)
    level = phase.motion === 'grow' ? 1 : phase.motion === 'shrink' ? 0 : level
  const scale: [number, string][] = [[0, `transform:scale(${SMALL + (1 - SMALL) * level})`]]
  phases.forEach((phase, index) => {
    if (phase.motion === 'grow') level = 1
    if (phase.motion === 'shrink') level = 0
    scale.push([bounds[index + 1]!, `transform:scale(${SMALL + (1 - SMALL) * level})`])
  })

  const shows = phases.map((_, index) =>
    keyframes(`med-breath-on-${index}`, [
      [0, 'opacity:0'],
      [bounds[index]!, 'opacity:1'],
      [bounds[index + 1]!, index === phases.length - 1 ? 'opacity:1' : 'opacity:0'],
      [100, index === phases.length - 1 ? 'opacity:1' : 'opacity:0'],
    ]),
  )
  const timing = `${total}s infinite`
  return [
    keyframes('med-breath-scale', scale),
    ...shows,
    '@media (prefers-reduced-motion:no-preference){',
    `.med-breath__circle{animation:med-breath-scale ${timing} ease-in-out}`,
    ...phases.map(
      (_, index) => `.med-breath__on-${index}{animation:med-breath-on-${index} ${timing} step-end}`,
    ),
    '}',
  ].join('')
}

/**
 * The breathing cycle: an animated circle with the phase word, and the phases as a list that
 * stays when motion is reduced (then the circle is not shown at all).
 */
export function BreathingGuide({
  heading,
  intro,
  secondsLabel,
  phases,
}: {
  heading: string
  intro: string
  secondsLabel: string
  phases: Phase[]
}) {
  if (!phases.length) return null
  return (
    <section
      aria-labelledby="breathing-heading"
      className="rounded-3xl bg-plum-950 px-6 py-10 text-center text-cream-50 sm:px-10"
    >
      <style>{breathingCSS(phases)}</style>
      <h2 id="breathing-heading" className="font-serif text-3xl">
        {heading}
      </h2>
      <p className="mx-auto mt-3 max-w-xl text-cream-100">{intro}</p>
      <div className="med-breath__stage" aria-hidden="true" data-testid="breathing-circle">
        <div className="med-breath__circle" />
        {phases.map((phase, index) => (
          <span key={phase.id ?? index} className={`med-breath__word med-breath__on-${index}`}>
            {phase.label}
          </span>
        ))}
      </div>
      <ol className="mt-8 flex flex-wrap justify-center gap-2" data-testid="breathing-phases">
        {phases.map((phase, index) => (
          <li
            key={phase.id ?? index}
            className="relative rounded-full bg-plum-800 px-4 py-2 text-sm font-semibold text-cream-50"
          >
            <span aria-hidden="true" className={`med-breath__mark med-breath__on-${index}`} />
            {phase.label}{' '}
            <span className="font-normal text-cream-100">
              {secondsLabel.replace('{seconds}', String(phase.seconds))}
            </span>
          </li>
        ))}
      </ol>
    </section>
  )
}
