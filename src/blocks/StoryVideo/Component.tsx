import type { StoryVideoBlock as StoryVideoBlockProps } from '@/payload-types'

import { onLight, sectionHeading } from '../shared/styles'

import { StoryPlayer } from './StoryPlayer.client'

export function StoryVideoBlock(props: StoryVideoBlockProps) {
  const lines = props.lines.map((line) => line.text)
  return (
    <section className="bg-plum-50">
      <div className="mx-auto max-w-3xl px-6 py-16 text-center">
        <h2 className={`mb-4 ${sectionHeading} ${onLight}`}>{props.heading}</h2>
        {props.intro && <p className="mb-8 text-lg">{props.intro}</p>}
        <StoryPlayer
          lines={lines}
          durationSeconds={props.durationSeconds}
          playLabel={props.playLabel}
          voiceId={props.voiceId ?? undefined}
          completion={{
            title: props.completion.title,
            description: props.completion.description ?? undefined,
          }}
        />
      </div>
    </section>
  )
}
