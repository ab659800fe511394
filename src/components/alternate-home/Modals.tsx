'use client'

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

type Modals = { startQuiz: () => void; openStory: () => void }

const ModalsContext = createContext<Modals>({ startQuiz: () => {}, openStory: () => {} })

type Dialogs = typeof import('./ModalDialogs')
const loadDialogs = () => import('./ModalDialogs')
/** Fetches the pop-ups' code as soon as she points at or tabs to a button that opens one. */
const preloadDialogs = () => void loadDialogs().catch(() => {})

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
  // Once asked for, the dialogs' module is kept and they stay mounted (closed when closed), as
  // before their code was split off. Held in state rather than React.lazy: a Suspense boundary
  // reveals its content on a timer, and this must not wait on one.
  const [dialogs, setDialogs] = useState<Dialogs | null>(null)
  const showDialogs = useCallback(
    () => void loadDialogs().then((loaded) => setDialogs(() => loaded)),
    [],
  )

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
    showDialogs()
    setStoryOpen(false)
    setQuizOpen(true)
  }, [showDialogs])
  const openStory = useCallback(() => {
    opener.current = focusOutsideDialogs() ?? opener.current
    stopAllAudio()
    showDialogs()
    setStoryOpen(true)
  }, [showDialogs])
  const value = useMemo(() => ({ startQuiz, openStory }), [startQuiz, openStory])

  return (
    <ModalsContext.Provider value={value}>
      {children}

      {/* The pop-ups' code (the dialog library) comes when one is first asked for, not with the
          page; until then nothing of theirs is in the page anyway. */}
      {dialogs && (
        <dialogs.default
          quiz={quiz}
          story={story}
          quizOpen={quizOpen}
          onQuizOpenChange={setQuizOpen}
          storyOpen={storyOpen}
          onStoryOpenChange={setStoryOpen}
          onCloseAutoFocus={restoreFocus}
          quizOpenRef={quizOpenRef}
          startQuiz={startQuiz}
        />
      )}
    </ModalsContext.Provider>
  )
}

type DialogButtonProps = { className: string; children: ReactNode }

/** A button that opens one of the dialogs, whose code it starts fetching at first focus or hover. */
function DialogButton({ onOpen, className, children }: DialogButtonProps & { onOpen: () => void }) {
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      className={className}
      onClick={onOpen}
      onFocus={preloadDialogs}
      onPointerEnter={preloadDialogs}
    >
      {children}
    </button>
  )
}

/** A join or start button: records that the quiz was started and opens its invitation. */
export function QuizButton(props: DialogButtonProps) {
  const { startQuiz } = useContext(ModalsContext)
  return <DialogButton onOpen={startQuiz} {...props} />
}

export function StoryButton(props: DialogButtonProps) {
  const { openStory } = useContext(ModalsContext)
  return <DialogButton onOpen={openStory} {...props} />
}
