import type { CourseModule } from '@/commerce/api'
import { primaryButton, secondaryButton } from '@/components/watch/styles'

/** The player's accent: the site's button colour (--color-plum-800), without its "#". */
const PLAYER_COLOR = '55244b'

const playerURL = (videoHostId: string) =>
  `https://player.vimeo.com/video/${encodeURIComponent(videoHostId)}?color=${PLAYER_COLOR}&controls=1&title=0&byline=0&portrait=0`

/**
 * What an open lesson holds, as the server sent it: a video in its player, the lesson's file to
 * open, or its text (paragraphs split by empty lines). A locked lesson arrives without any of it.
 */
export function LessonContent({ module }: { module: CourseModule }) {
  if (module.contentType === 'text') {
    const paragraphs = (module.text ?? '').split(/\n\s*\n/).filter((part) => part.trim())
    return (
      <div className="grid gap-4 rounded-3xl bg-white p-6 text-lg leading-relaxed ring-1 ring-plum-100 sm:p-8">
        {paragraphs.map((paragraph, index) => (
          <p key={index} className="whitespace-pre-line">
            {paragraph}
          </p>
        ))}
      </div>
    )
  }
  if (module.contentType === 'file') {
    return (
      <div className="grid justify-items-start gap-3 rounded-3xl bg-plum-50 p-6 ring-1 ring-plum-100 sm:p-8">
        {module.fileURL ? (
          <a
            href={module.fileURL}
            target="_blank"
            rel="noopener noreferrer"
            className={primaryButton}
          >
            Open the lesson’s file
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : (
          <p>The lesson’s file will be here soon.</p>
        )}
      </div>
    )
  }
  return (
    <div className="aspect-video overflow-hidden rounded-3xl bg-plum-950 shadow-lg">
      {module.videoHostId && (
        <iframe
          key={module.id}
          src={playerURL(module.videoHostId)}
          title={`Video: ${module.title}`}
          allow="autoplay; fullscreen; picture-in-picture"
          allowFullScreen
          className="size-full border-0"
        />
      )}
    </div>
  )
}

/** The files to download beside an open lesson, when it has any. */
export function LessonDownloads({ module }: { module: CourseModule }) {
  if (!module.downloads?.length) return null
  return (
    <section
      aria-label={`Downloads for ${module.title}`}
      className="grid gap-3 rounded-3xl bg-white p-5 ring-1 ring-plum-100"
    >
      <h3 className="font-serif text-xl text-plum-900">Downloads</h3>
      <ul className="flex flex-wrap gap-3">
        {module.downloads.map((item) => (
          <li key={item.url}>
            <a href={item.url} download className={secondaryButton}>
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
