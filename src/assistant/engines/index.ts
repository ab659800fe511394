import type { AssistantEngine } from '../types'

import { offlineEngine } from './offline'
import { openAiEngine } from './openai'

/**
 * The assistant that answers: OpenAI (or any OpenAI-compatible server at OPENAI_BASE_URL) when a
 * key is set, otherwise the offline assistant, which says so in the tab.
 */
export function engineFor(env: NodeJS.ProcessEnv = process.env): AssistantEngine {
  return env.OPENAI_API_KEY ? openAiEngine(env) : offlineEngine
}
