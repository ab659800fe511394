import { notFound } from 'next/navigation'

import type { Media } from '@/payload-types'
import { getServerSideURL } from '@/utilities/getURL'
import { mediaPath } from '@/utilities/mediaURL'

import { AudioPlayer } from './AudioPlayer.client'
import { BreathingGuide } from './BreathingGuide'
import { getMeditation } from '@/app/(frontend)/_loaders/meditation'
import { MeditationFunnel } from './Funnel.client'
import { ShareLinks } from './ShareLinks'

import './meditation.css'

/** Shares send friends to the sign-up, never straight to the recording. */
const SHARE_PATH = '/free-meditation'

function DownloadIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5 fill-none stroke-current">
      <path d="M12 4v11m0 0-4.5-4.5M12 15l4.5-4.5M5 19h14" strokeWidth="2" strokeLinecap="round" />
    </svg>
  )
}

/**
 * The meditation page in either mode: the sign-up form first (with the line she agrees to by
 * signing up), or the access view directly.
 */
export async function MeditationContent(
  props: { mode: 'form'; consentLine: string } | { mode: 'access' },
) {
  const content = await getMeditation()
  // Never filled (the seed has not run): there is no page to show yet.
  if (!content.title) notFound()

  const recording =
    typeof content.recording === 'object' && content.recording?.url
      ? (content.recording as Media & { url: string })
      : null
  const src = recording ? mediaPath(recording.url) : null

  return (
    <MeditationFunnel
      initialView={props.mode}
      eyebrow={content.eyebrow}
      title={content.title}
      intro={content.intro}
      accessIntro={content.accessIntro}
      form={content.form}
      // The access view never goes back to the form.
      consentLine={props.mode === 'form' ? props.consentLine : ''}
    >
      <div className="mx-auto grid max-w-3xl gap-12">
        <section
          aria-labelledby="player-heading"
          className="rounded-3xl bg-cream-50 p-6 shadow-xl ring-1 ring-plum-100 sm:p-8"
        >
          <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
            <h2 id="player-heading" className="font-serif text-3xl text-plum-900">
              {content.player.heading}
            </h2>
            {src && (
              <a
                href={src}
                download={content.downloadFileName}
                type="audio/mpeg"
                className="inline-flex min-h-11 items-center gap-2 rounded-full border-2 border-plum-800 px-5 py-2 font-semibold text-plum-900 hover:bg-plum-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-plum-800"
              >
                <DownloadIcon />
                {content.player.downloadLabel}
              </a>
            )}
          </div>
          {src && (
            <AudioPlayer
              src={src}
              durationSeconds={content.durationSeconds}
              labels={content.player}
              segments={content.segments}
            />
          )}
        </section>
        <BreathingGuide
          heading={content.breathingHeading}
          intro={content.breathingIntro}
          secondsLabel={content.breathingSecondsLabel}
          phases={content.breathingPhases}
        />
        <ShareLinks
          url={`${getServerSideURL()}${SHARE_PATH}`}
          title={content.meta.title}
          texts={content.share}
        />
      </div>
    </MeditationFunnel>
  )
}
