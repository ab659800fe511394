'use client'

import { useState } from 'react'

import { secondaryButton, textInput } from '@/components/watch/styles'

/** Her link in a read-only field she can select, and a button that copies it. */
export function CopyLink({ link }: { link: string }) {
  const [copied, setCopied] = useState(false)
  async function copy() {
    try {
      await navigator.clipboard.writeText(link)
      setCopied(true)
    } catch {
      setCopied(false)
    }
  }
  return (
    <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
      <label className="grid gap-1 text-sm font-semibold text-plum-900">
        Your link to share
        <input
          className={textInput}
          readOnly
          value={link}
          onFocus={(event) => event.currentTarget.select()}
        />
      </label>
      <button type="button" className={secondaryButton} onClick={copy}>
        Copy link
      </button>
      <p role="status" className="text-sm text-plum-800 sm:col-span-2">
        {copied ? 'Copied: paste it wherever you share.' : ''}
      </p>
    </div>
  )
}
