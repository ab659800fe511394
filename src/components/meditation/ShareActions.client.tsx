'use client'

import { useSyncExternalStore } from 'react'

import { toast } from '@/components/toast'
import type { Meditation } from '@/payload-types'

const button =
  'inline-flex min-h-11 items-center justify-center rounded-full border-2 border-plum-800 px-5 py-2 font-semibold text-plum-900 hover:bg-plum-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-plum-800'

const noSubscription = () => () => {}
/** The device's own share sheet exists only in some browsers, and never on the server. */
const useCanShare = () =>
  useSyncExternalStore(
    noSubscription,
    () => typeof navigator.share === 'function',
    () => false,
  )

type Props = {
  url: string
  title: string
  texts: Pick<
    Meditation['share'],
    'text' | 'deviceLabel' | 'copyLabel' | 'copiedMessage' | 'copyFailed'
  >
}

/** Share on the device (where the browser offers it) and copy the link. */
export function ShareActions({ url, title, texts }: Props) {
  const canShare = useCanShare()

  async function copy() {
    try {
      await navigator.clipboard.writeText(url)
      toast({ title: texts.copiedMessage })
    } catch {
      toast({ ...texts.copyFailed, variant: 'destructive' })
    }
  }

  return (
    <>
      {canShare && (
        <li>
          <button
            type="button"
            className={button}
            onClick={() => {
              // Closing the share sheet rejects; there is nothing to tell her then.
              navigator.share({ title, text: texts.text, url }).catch(() => {})
            }}
          >
            {texts.deviceLabel}
          </button>
        </li>
      )}
      <li>
        <button type="button" className={button} onClick={copy}>
          {texts.copyLabel}
        </button>
      </li>
    </>
  )
}
