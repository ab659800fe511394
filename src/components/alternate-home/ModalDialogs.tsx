'use client'

import { Dialog } from 'radix-ui'
import type { RefObject } from 'react'

import Link from '@/components/SiteLink'
import type { AlternateHome } from '@/payload-types'

import { StoryPlayer } from './StoryPlayer'
import { ui } from './styles'

const overlay = 'fixed inset-0 z-50 bg-plum-950/80 motion-safe:animate-[ah-fade-in_200ms_ease-out]'
const panel =
  'fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl shadow-2xl focus:outline-none'

/**
 * The alternate homepage's quiz invitation and story pop-ups, in a module of their own so that the
 * dialog library is fetched when one is first opened (see AlternateHomeModals, which holds their
 * state and the focus to give back).
 */
export default function ModalDialogs({
  quiz,
  story,
  quizOpen,
  onQuizOpenChange: setQuizOpen,
  storyOpen,
  onStoryOpenChange: setStoryOpen,
  onCloseAutoFocus: restoreFocus,
  quizOpenRef,
  startQuiz,
}: {
  quiz: AlternateHome['quizModal']
  story: AlternateHome['story']
  quizOpen: boolean
  onQuizOpenChange: (open: boolean) => void
  storyOpen: boolean
  onStoryOpenChange: (open: boolean) => void
  onCloseAutoFocus: (event: Event) => void
  quizOpenRef: RefObject<boolean>
  startQuiz: () => void
}) {
  return (
    <>
      <Dialog.Root open={quizOpen} onOpenChange={setQuizOpen}>
        <Dialog.Portal>
          <Dialog.Overlay className={overlay} />
          <Dialog.Content
            onCloseAutoFocus={restoreFocus}
            className={`${panel} max-w-md bg-cream-50 p-8 text-center text-plum-950`}
          >
            <Dialog.Title className="font-serif text-3xl leading-tight text-plum-900">
              {quiz.title}
            </Dialog.Title>
            <Dialog.Description className="mt-4 text-lg text-plum-900">
              {quiz.description}
            </Dialog.Description>
            <div className="mt-8 flex flex-col gap-3">
              <Link href={quiz.confirmHref} className={ui.dark} onClick={() => setQuizOpen(false)}>
                {quiz.confirmLabel}
              </Link>
              <Dialog.Close className={ui.ghost}>{quiz.cancelLabel}</Dialog.Close>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>

      <Dialog.Root open={storyOpen} onOpenChange={setStoryOpen}>
        <Dialog.Portal>
          <Dialog.Overlay className={overlay} />
          <Dialog.Content
            aria-describedby={undefined}
            onCloseAutoFocus={(event) => {
              if (quizOpenRef.current) event.preventDefault()
              else restoreFocus(event)
            }}
            className={`${panel} max-w-2xl bg-plum-950 p-5 text-cream-50 sm:p-8`}
          >
            <StoryPlayer story={story} onDiscover={startQuiz} />
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  )
}
