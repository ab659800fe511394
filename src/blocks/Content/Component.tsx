import { RichText } from '@payloadcms/richtext-lexical/react'
import Image from 'next/image'

import type { ContentBlock as ContentBlockProps, Media } from '@/payload-types'
import { mediaPath } from '@/utilities/mediaURL'

import { populated } from '../shared/product'
import { onLight, sectionHeading } from '../shared/styles'

export function ContentBlock({ heading, body, tone, ...props }: ContentBlockProps) {
  const image = populated<Media>(props.image)
  return (
    <section className={tone === 'blush' ? 'bg-plum-50' : undefined}>
      <div
        className={`mx-auto grid max-w-5xl gap-10 px-6 py-16 ${image ? 'items-center md:grid-cols-[2fr_3fr]' : 'max-w-3xl'}`}
      >
        {image?.url && (
          <Image
            src={mediaPath(image.url)}
            alt={image.alt}
            width={image.width ?? 640}
            height={image.height ?? 640}
            sizes="(min-width: 768px) 40vw, 100vw"
            className="aspect-square w-full rounded-3xl object-cover"
          />
        )}
        <div>
          {heading && <h2 className={`mb-6 ${sectionHeading} ${onLight}`}>{heading}</h2>}
          <RichText data={body} className="prose-site" />
        </div>
      </div>
    </section>
  )
}
