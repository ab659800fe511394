'use client'

import { type ReactNode, useEffect, useRef, useState } from 'react'

import type { Meditation } from '@/payload-types'

import { SignupForm } from './SignupForm.client'

type View = 'form' | 'access'

type Props = {
  initialView: View
  eyebrow: string
  title: string
  intro: string
  accessIntro: string
  form: Meditation['form']
  /** Under the sign-up's button: what she agrees to by signing up. */
  consentLine: string
  /** The player, breathing guide and sharing, rendered on the server. */
  children: ReactNode
}

/** Form view, then the access view once she has signed up (or straight away on /meditation-access). */
export function MeditationFunnel({
  initialView,
  eyebrow,
  title,
  intro,
  accessIntro,
  form,
  consentLine,
  children,
}: Props) {
  const [view, setView] = useState<View>(initialView)
  const unlocked = useRef(false)
  const access = useRef<HTMLDivElement>(null)

  // The form she was in is gone: carry keyboard and screen-reader focus to what replaced it.
  useEffect(() => {
    if (view === 'access' && unlocked.current) access.current?.focus()
  }, [view])

  return (
    <>
      <section className="bg-plum-950 px-6 pt-16 pb-24 text-center text-cream-50 sm:pt-20">
        <p className="text-sm font-semibold tracking-[0.2em] text-rose-200 uppercase">{eyebrow}</p>
        <h1 className="mt-4 font-serif text-4xl leading-tight sm:text-6xl">{title}</h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-cream-100">
          {view === 'form' ? intro : accessIntro}
        </p>
      </section>
      {view === 'form' ? (
        <div className="-mt-12 px-6 pb-20">
          <SignupForm
            texts={form}
            consentLine={consentLine}
            onSuccess={() => {
              unlocked.current = true
              setView('access')
            }}
          />
        </div>
      ) : (
        <div
          ref={access}
          tabIndex={-1}
          data-testid="meditation-access"
          className="-mt-12 px-6 pb-20 focus:outline-none"
        >
          {children}
        </div>
      )}
    </>
  )
}
