'use client'

import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react'

import { toast, type ToastInput } from '@/components/toast'
import { ARCHETYPE_KEYS, type ArchetypeKey } from '@/quiz/archetypes'
import { scoreQuiz } from '@/quiz/scoring'

import { DetailsForm, type DetailsFormLabels, type DetailsFormMessages } from './DetailsForm'
import { NarrationControls, type NarrationLabels } from './NarrationControls'
import { QuestionCard, type QuestionLabels, type QuizQuestionView } from './QuestionCard'
import { useNarration } from './useNarration'

/** §9: the card turns for 800 ms; an answer shows for 1.5 s before the next card. */
const FLIP_MS = 800
const ADVANCE_MS = 1500

type Stage =
  | { name: 'intro' }
  | { name: 'flipping' }
  | { name: 'question'; index: number }
  | { name: 'details' }
  | { name: 'result'; key: ArchetypeKey }

export type QuizProps = {
  questions: QuizQuestionView[]
  /** Each result, rendered on the server; the quiz shows the one the answers point to. */
  results: Partial<Record<ArchetypeKey, ReactNode>>
  voiceId?: string
  labels: {
    intro: { title: string; text: string; hint: string; noScript: string }
    questions: QuestionLabels
    form: DetailsFormLabels
    narration: NarrationLabels
    retakeLabel: string
  }
  /** Under the details form's button: what she agrees to by sending them (Site settings). */
  consentLine: string
  messages: DetailsFormMessages &
    Record<'submitted' | 'submitFailed' | 'narrationFailed' | 'narrationTooSoon', ToastInput>
}

const isArchetypeKey = (value: string | null): value is ArchetypeKey =>
  (ARCHETYPE_KEYS as readonly (string | null)[]).includes(value)

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches

/** intro → card flipped → questions 1 to 6 → name and e-mail → result (§4 "Quiz"). */
export function Quiz({ questions, results, voiceId, labels, consentLine, messages }: QuizProps) {
  const [stage, setStage] = useState<Stage>({ name: 'intro' })
  const [answers, setAnswers] = useState<Record<string, string>>({})
  const [chosen, setChosen] = useState<string | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const heading = useRef<HTMLHeadingElement>(null)
  const result = useRef<HTMLDivElement>(null)
  // Focus follows the visitor's own steps only, never the page load.
  const moveFocus = useRef(false)

  const narration = useNarration(voiceId, {
    failed: messages.narrationFailed,
    tooSoon: messages.narrationTooSoon,
  })
  const { enabled, readSoon, stop } = narration
  const question = stage.name === 'question' ? questions[stage.index] : undefined

  const go = useCallback((next: Stage) => {
    moveFocus.current = true
    setStage(next)
  }, [])

  useEffect(() => () => clearTimeout(timer.current), [])

  // /quiz?result=rebel opens on that result; the parameter then leaves the address bar.
  useEffect(() => {
    const url = new URL(window.location.href)
    const key = url.searchParams.get('result')
    if (!isArchetypeKey(key) || !results[key]) return
    url.searchParams.delete('result')
    window.history.replaceState(null, '', `${url.pathname}${url.search}${url.hash}`)
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the address is only known in the browser, after hydration
    setStage({ name: 'result', key })
  }, [results])

  useEffect(() => {
    if (!moveFocus.current) return
    moveFocus.current = false
    const target =
      stage.name === 'result' ? result.current?.querySelector<HTMLElement>('h2') : heading.current
    if (!target) return
    // The whole new card comes into view below the sticky header (its scroll margin), smoothly
    // unless she asked for less motion (the root's scroll-behavior); then focus goes to its
    // heading without a second jump.
    const card = target.closest('section, article') ?? target
    card.scrollIntoView({ block: 'start' })
    target.focus({ preventScroll: true })
  }, [stage])

  useEffect(() => {
    if (!enabled || !question) return
    const cancel = readSoon(question.question)
    return () => {
      cancel()
      stop()
    }
  }, [enabled, question, readSoon, stop])

  function draw() {
    if (stage.name !== 'intro') return
    if (prefersReducedMotion()) return go({ name: 'question', index: 0 })
    setStage({ name: 'flipping' })
    timer.current = setTimeout(() => go({ name: 'question', index: 0 }), FLIP_MS)
  }

  function choose(value: string) {
    if (stage.name !== 'question' || chosen !== null || !question) return
    setChosen(value)
    setAnswers((current) => ({ ...current, [question.questionId]: value }))
    const next = stage.index + 1
    timer.current = setTimeout(() => {
      setChosen(null)
      go(next < questions.length ? { name: 'question', index: next } : { name: 'details' })
    }, ADVANCE_MS)
  }

  async function submit({ name, email }: { name: string; email: string }) {
    const key = scoreQuiz(answers, questions)
    const quizAnswers = Object.fromEntries(
      questions
        .filter(({ questionId }) => questionId in answers)
        .map(({ questionId }) => [questionId, answers[questionId]]),
    )
    try {
      const response = await fetch('/api/leads', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          email,
          name,
          source: `quiz_${key}`,
          quizResult: key,
          quizAnswers: JSON.stringify(quizAnswers),
        }),
      })
      if (!response.ok) throw new Error(`leads answered ${response.status}`)
    } catch {
      toast({ ...messages.submitFailed, variant: 'destructive' })
      return false
    }
    toast(messages.submitted)
    go({ name: 'result', key })
    return true
  }

  if (stage.name === 'result') {
    return (
      <div className="grid gap-8">
        <div ref={result}>{results[stage.key]}</div>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="justify-self-center rounded-full border border-plum-800 px-7 py-3 font-semibold text-plum-900 hover:bg-plum-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-plum-800"
        >
          {labels.retakeLabel}
        </button>
      </div>
    )
  }

  if (stage.name === 'details') {
    return (
      <DetailsForm
        labels={labels.form}
        consentLine={consentLine}
        messages={messages}
        headingRef={heading}
        onSubmit={submit}
      />
    )
  }

  const flipped = stage.name === 'flipping'
  return (
    <div className="grid gap-8">
      <NarrationControls
        labels={labels.narration}
        enabled={enabled}
        state={narration.state}
        onToggle={narration.toggle}
        onPause={narration.pause}
        onResume={narration.resume}
        onRead={question ? () => narration.request(question.question) : undefined}
      />
      {question ? (
        <QuestionCard
          key={question.questionId}
          question={question}
          number={(stage.name === 'question' ? stage.index : 0) + 1}
          total={questions.length}
          chosen={chosen}
          labels={labels.questions}
          headingRef={heading}
          onChoose={choose}
        />
      ) : (
        <div className="grid items-center gap-8 sm:grid-cols-[1fr_auto]">
          <div className="grid gap-4">
            <p className="text-lg leading-relaxed">{labels.intro.text}</p>
            <noscript>
              <p className="rounded-2xl bg-plum-100 p-4">{labels.intro.noScript}</p>
            </noscript>
          </div>
          <button
            type="button"
            onClick={draw}
            aria-disabled={flipped}
            className="group justify-self-center rounded-3xl perspective-[1200px] focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-plum-800"
          >
            <span
              className={`relative grid h-80 w-56 transition-transform duration-800 transform-3d motion-reduce:transition-none ${flipped ? 'rotate-y-180' : 'group-hover:-translate-y-1'}`}
            >
              <span className="grid place-content-center gap-3 rounded-3xl bg-linear-to-br from-plum-800 to-plum-950 p-6 text-center text-cream-50 shadow-xl ring-4 ring-rose-200 backface-hidden">
                <span aria-hidden="true" className="text-4xl text-rose-200">
                  ✦
                </span>
                <span className="font-serif text-3xl">{labels.intro.title}</span>
                <span className="text-sm text-cream-100">{labels.intro.hint}</span>
              </span>
              <span
                aria-hidden="true"
                className="absolute inset-0 grid rotate-y-180 place-content-center rounded-3xl bg-cream-100 text-5xl text-plum-800 shadow-xl ring-4 ring-plum-800 backface-hidden"
              >
                ☾
              </span>
            </span>
          </button>
        </div>
      )}
    </div>
  )
}
