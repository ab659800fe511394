'use client'

import Link from '@/components/SiteLink'
import { Dialog } from 'radix-ui'
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react'

import type { AlternateHome } from '@/payload-types'
import { trackEvent } from '@/utilities/analytics'
import { stopAllAudio } from '@/utilities/audio'

import { StoryPlayer } from './StoryPlayer'
import { ui } from './styles'

type Modals = { startQuiz: () => void; openStory: () => void }

const ModalsContext = createContext<Modals>({ startQuiz: () => {}, openStory: () => {} })

const overlay = 'fixed inset-0 z-50 bg-plum-950/80 motion-safe:animate-[ah-fade-in_200ms_ease-out]'
const panel =
  'fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl shadow-2xl focus:outline-none'

function focusOutsideDialogs(): HTMLElement | null {
  const active = document.activeElement
  return active instanceof HTMLElement && !active.closest('[role="dialog"]') ? active : null
}

/**
 * Holds the page's two pop-ups so that any join or start button, wherever it sits, opens the same
 * quiz invitation and any story button the same story.
 */
export function AlternateHomeModals({
  quiz,
  story,
  children,
}: {
  quiz: AlternateHome['quizModal']
  story: AlternateHome['story']
  children: ReactNode
}) {
  const [quizOpen, setQuizOpen] = useState(false)
  const [storyOpen, setStoryOpen] = useState(false)

  // Radix returns focus only to its own Trigger; these pop-ups open from many buttons, so the
  // button that opened one gets focus back when it closes (the story's button, too, when the
  // story hands over to the quiz).
  const opener = useRef<HTMLElement | null>(null)
  const quizOpenRef = useRef(false)
  useEffect(() => {
    quizOpenRef.current = quizOpen
  }, [quizOpen])
  const restoreFocus = (event: Event) => {
    event.preventDefault()
    opener.current?.focus()
  }

  const startQuiz = useCallback(() => {
    opener.current = focusOutsideDialogs() ?? opener.current
    trackEvent('quiz_started', { category: 'engagement', label: 'v2_homepage' })
    quizOpenRef.current = true
    setStoryOpen(false)
    setQuizOpen(true)
  }, [])
  const openStory = useCallback(() => {
    opener.current = focusOutsideDialogs() ?? opener.current
    stopAllAudio()
    setStoryOpen(true)
  }, [])
  const value = useMemo(() => ({ startQuiz, openStory }), [startQuiz, openStory])

  return (
    <ModalsContext.Provider value={value}>
      {children}

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
    </ModalsContext.Provider>
  )
}

/** A join or start button: records that the quiz was started and opens its invitation. */
export function QuizButton({ className, children }: { className: string; children: ReactNode }) {
  const { startQuiz } = useContext(ModalsContext)
  return (
    <button type="button" aria-haspopup="dialog" className={className} onClick={startQuiz}>
      {children}
    </button>
  )
}

export function StoryButton({ className, children }: { className: string; children: ReactNode }) {
  const { openStory } = useContext(ModalsContext)
  return (
    <button type="button" aria-haspopup="dialog" className={className} onClick={openStory}>
      {children}
    </button>
  )
}
