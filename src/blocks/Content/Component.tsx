import { RichText } from '@payloadcms/richtext-lexical/react'

import type { ContentBlock as ContentBlockProps } from '@/payload-types'

export function ContentBlock({ heading, body }: ContentBlockProps) {
  return (
    <section className="mx-auto max-w-3xl px-6 py-16">
      {heading && <h2 className="mb-6 font-serif text-3xl text-plum-900">{heading}</h2>}
      <RichText data={body} className="prose-site" />
    </section>
  )
}
