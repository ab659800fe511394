import { RichText } from '@payloadcms/richtext-lexical/react'

import { SiteImage } from '@/components/site/SiteImage'
import type { ContentBlock as ContentBlockProps, Media } from '@/payload-types'
import { isPortrait, objectPosition, PORTRAIT_POSITION, siteImage } from '@/utilities/mediaImage'
import { mediaPath } from '@/utilities/mediaURL'

import { populated } from '../shared/product'
import { onLight, sectionHeading } from '../shared/styles'

/*
 * The image column: on a phone at most 24 rem wide, so the picture is the gutter-less width
 * (100vw − 3 rem) until that cap; from 768 px, 2/5 of the 64 rem row less its gap (about 375 px).
 */
const SIZES = '(min-width: 768px) 375px, (min-width: 432px) 384px, calc(100vw - 48px)'

export function ContentBlock({ heading, body, tone, ...props }: ContentBlockProps) {
  const image = siteImage(populated<Media>(props.image))
  // Without an uploaded file the text stands alone, in a reading-width column: no empty frame.
  const picture = image?.url ? image : null
  const portrait = picture ? isPortrait(picture) : false
  return (
    <section className={tone === 'blush' ? 'bg-plum-50' : undefined}>
      <div
        className={`mx-auto grid max-w-5xl gap-10 px-6 py-16 ${picture ? 'items-center md:grid-cols-[2fr_3fr]' : 'max-w-3xl'}`}
      >
        {picture && (
          // The box has its own shape (a 4:5 portrait, or 4:3), so the page never shifts as the
          // image arrives, and a portrait keeps the face in frame (the owner's focal point, else
          // its upper third).
          <div
            className={`relative mx-auto w-full max-w-sm overflow-hidden rounded-3xl md:max-w-none ${portrait ? 'aspect-[4/5]' : 'aspect-[4/3]'}`}
          >
            <SiteImage
              src={mediaPath(picture.url!)}
              alt={picture.alt}
              fill
              sizes={SIZES}
              style={{
                objectPosition: objectPosition(picture, portrait ? PORTRAIT_POSITION : undefined),
              }}
              className="object-cover"
            />
          </div>
        )}
        <div>
          {heading && <h2 className={`mb-6 ${sectionHeading} ${onLight}`}>{heading}</h2>}
          <RichText data={body} className="prose-site" />
        </div>
      </div>
    </section>
  )
}
