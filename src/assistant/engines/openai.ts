import { AppError } from '@/core/errors'

import { insightSentencesByRules } from '../insightRules'
import type { AssistantEngine } from '../types'

/** The OpenAI engine (placeholder while it is being built). */
export function openAiEngine(env: NodeJS.ProcessEnv = process.env): AssistantEngine {
  const model = env.OPENAI_MODEL || 'gpt-4.1-mini'
  return {
    name: 'openai',
    label: `OpenAI (${model})`,
    answer: async () => {
      throw new AppError('unavailable', 'The AI service is not ready yet.')
    },
    writeInsights: async (_context, figures) => insightSentencesByRules(figures),
  }
}
