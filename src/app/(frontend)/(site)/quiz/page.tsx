import type { Metadata } from 'next'

import { ArchetypeResult } from '@/components/quiz/ArchetypeResult'
import { Quiz, type QuizProps } from '@/components/quiz/Quiz'
import { SiteFooter } from '@/components/site/SiteFooter'
import { getConsentWords } from '@/app/(frontend)/_loaders/consent'
import { getQuizContent } from '@/app/(frontend)/_loaders/quiz'
import { metadataFor } from '@/utilities/generateMeta'
import { getSiteSettings } from '@/app/(frontend)/_loaders/globals'

export async function generateMetadata(): Promise<Metadata> {
  const [{ settings }, site] = await Promise.all([getQuizContent(), getSiteSettings()])
  return metadataFor(settings.meta, '/quiz', site)
}

/**
 * The Good Girl Quiz. Rendered once at build (and again after the owner edits it): a result
 * link such as /quiz?result=rebel is read in the browser, so every result is rendered here.
 */
export default async function QuizPage() {
  const [{ settings, questions, archetypes }, { consentLine }] = await Promise.all([
    getQuizContent(),
    getConsentWords(),
  ])
  const voice = settings.voices.find((entry) => entry.isDefault) ?? settings.voices[0]
  const { messages } = settings

  const results: QuizProps['results'] = {}
  for (const archetype of archetypes) {
    results[archetype.key] = <ArchetypeResult archetype={archetype} labels={settings.result} />
  }

  return (
    <>
      <main id="main" className="bg-cream-50">
        <div className="mx-auto grid max-w-3xl gap-8 px-6 py-12 sm:py-16">
          <h1 className="text-center font-serif text-4xl leading-tight text-plum-900 sm:text-5xl">
            {settings.heading}
          </h1>
          <Quiz
            questions={questions.map(({ questionId, question, options }) => ({
              questionId,
              question,
              options: options.map(({ value, text, points }) => ({ value, text, points })),
            }))}
            results={results}
            voiceId={voice?.providerVoiceId}
            labels={{
              intro: settings.intro,
              questions: settings.questions,
              form: settings.form,
              narration: settings.narration,
              retakeLabel: settings.result.retakeLabel,
            }}
            consentLine={consentLine}
            messages={{
              ...messages,
              submitted: {
                title: messages.submitted.title,
                description: messages.submitted.description || undefined,
              },
            }}
          />
        </div>
      </main>
      <SiteFooter variant="standard" />
    </>
  )
}
