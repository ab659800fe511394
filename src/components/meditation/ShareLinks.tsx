import type { Meditation } from '@/payload-types'

import { ShareActions } from './ShareActions.client'

const networks = [
  {
    name: 'Facebook',
    href: (url: string, text: string) =>
      `https://www.facebook.com/sharer/sharer.php?u=${url}&quote=${text}`,
  },
  {
    name: 'X (Twitter)',
    href: (url: string, text: string) => `https://x.com/intent/tweet?text=${text}&url=${url}`,
  },
  {
    name: 'Pinterest',
    href: (url: string, text: string) =>
      `https://pinterest.com/pin/create/button/?url=${url}&description=${text}`,
  },
  {
    name: 'WhatsApp',
    href: (url: string, text: string) => `https://wa.me/?text=${text}%20${url}`,
  },
]

const link =
  'inline-flex min-h-11 items-center justify-center rounded-full bg-plum-100 px-5 py-2 font-semibold text-plum-900 hover:bg-rose-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-plum-800'

/**
 * The share buttons: the device's share sheet and copy link need the browser, the networks are
 * plain links that work without JavaScript.
 */
export function ShareLinks({
  url,
  title,
  texts,
}: {
  url: string
  title: string
  texts: Meditation['share']
}) {
  const encodedURL = encodeURIComponent(url)
  const encodedText = encodeURIComponent(texts.text)
  return (
    <section aria-labelledby="share-heading" className="text-center">
      <h2 id="share-heading" className="font-serif text-3xl text-plum-900">
        {texts.heading}
      </h2>
      <ul className="mt-6 flex flex-wrap justify-center gap-3">
        <ShareActions url={url} title={title} texts={texts} />
        {networks.map((network) => (
          <li key={network.name}>
            <a
              href={network.href(encodedURL, encodedText)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${texts.networkLabel.replace('{network}', network.name)} (opens in a new tab)`}
              className={link}
            >
              {network.name}
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
