'use client'

import { useEffect, useRef } from 'react'

import { primaryButton } from '@/components/watch/styles'

/**
 * The step between an e-mailed sign-in link and the session: the link's GET only shows this
 * page, and the token is used by the POST this form sends. Mail scanners and browsers that fetch
 * a link twice (Chromium's client-hint retry) therefore never use it up. With scripts on, the
 * form sends itself at once; without, the button does.
 */
export function SignInForm({
  action,
  token,
  label,
}: {
  action: string
  token: string
  label: string
}) {
  const form = useRef<HTMLFormElement>(null)
  const sent = useRef(false)
  useEffect(() => {
    form.current?.requestSubmit()
  }, [])
  return (
    <form
      ref={form}
      method="post"
      action={action}
      // A second submission would replace the first navigation, and with it the session cookie.
      onSubmit={(event) => {
        if (sent.current) event.preventDefault()
        sent.current = true
      }}
      className="grid justify-items-center"
    >
      <input type="hidden" name="token" value={token} />
      <button type="submit" className={primaryButton}>
        {label}
      </button>
    </form>
  )
}
