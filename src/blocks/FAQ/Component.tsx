import type { FAQBlock as FAQBlockProps } from '@/payload-types'

import { onLight, sectionHeading } from '../shared/styles'

/**
 * Native disclosure widgets sharing one `name`: the browser keeps one open at a time, clicking the
 * open one closes it, and it works by keyboard and without JavaScript.
 */
export function FAQBlock({ id, heading, items }: FAQBlockProps) {
  return (
    <section className="mx-auto max-w-3xl px-6 py-16">
      <h2 className={`mb-8 text-center ${sectionHeading} ${onLight}`}>{heading}</h2>
      <div className="divide-y divide-plum-100 rounded-3xl border border-plum-100 bg-white">
        {items.map((item) => (
          <details
            key={item.id ?? item.question}
            name={`faq-${id ?? 'list'}`}
            className="group px-6"
          >
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-5 font-semibold text-plum-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-plum-800 [&::-webkit-details-marker]:hidden">
              {item.question}
              <span
                aria-hidden="true"
                className="text-2xl transition-transform group-open:rotate-45"
              >
                +
              </span>
            </summary>
            <p className="pb-6 text-plum-950/90">{item.answer}</p>
          </details>
        ))}
      </div>
    </section>
  )
}
