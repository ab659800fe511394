'use client'

import type { Ref } from 'react'

import type { ArchetypePoints } from '@/quiz/scoring'

export type QuizQuestionView = {
  questionId: string
  question: string
  options: { value: string; text: string; points: ArchetypePoints }[]
}

export type QuestionLabels = {
  progress: string
  progressBarLabel: string
  optionsLabel: string
  chosen: string
}

type Props = {
  question: QuizQuestionView
  number: number
  total: number
  chosen: string | null
  labels: QuestionLabels
  headingRef: Ref<HTMLHeadingElement>
  onChoose: (value: string) => void
}

/** One card: progress, the question as the card's heading, and its four answers as buttons. */
export function QuestionCard({
  question,
  number,
  total,
  chosen,
  labels,
  headingRef,
  onChoose,
}: Props) {
  const progress = labels.progress
    .replace('{current}', String(number))
    .replace('{total}', String(total))
  return (
    <section
      aria-labelledby="quiz-question-heading"
      className="grid scroll-mt-24 gap-6 rounded-3xl bg-white p-6 shadow-lg ring-1 ring-plum-100 sm:p-10"
    >
      <div
        role="progressbar"
        aria-label={labels.progressBarLabel}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={number}
        aria-valuetext={progress}
        className="h-2 overflow-hidden rounded-full bg-plum-100"
      >
        <div
          className="h-full rounded-full bg-plum-800 transition-[width] duration-500"
          style={{ width: `${(number / total) * 100}%` }}
        />
      </div>
      <h2 id="quiz-question-heading" ref={headingRef} tabIndex={-1} className="outline-none">
        <span className="block text-sm font-semibold tracking-widest text-plum-700 uppercase">
          {progress}
        </span>
        <span className="mt-2 block font-serif text-2xl leading-snug text-plum-900 sm:text-3xl">
          {question.question}
        </span>
      </h2>
      <div role="group" aria-label={labels.optionsLabel} className="grid gap-3">
        {question.options.map((option) => {
          const selected = chosen === option.value
          return (
            <button
              key={option.value}
              type="button"
              aria-pressed={selected}
              aria-disabled={chosen !== null && !selected}
              onClick={() => onChoose(option.value)}
              className={`min-h-12 rounded-2xl border px-5 py-3 text-left text-base transition-colors sm:text-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-plum-800 ${
                selected
                  ? 'border-plum-800 bg-plum-800 text-cream-50'
                  : 'border-plum-700 bg-white text-plum-950 hover:bg-plum-50 aria-disabled:hover:bg-white'
              }`}
            >
              {option.text}
            </button>
          )
        })}
      </div>
      <p aria-live="polite" className="min-h-6 text-plum-800">
        {chosen !== null ? labels.chosen : ''}
      </p>
    </section>
  )
}
