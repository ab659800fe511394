import type { PayloadRequest } from 'payload'

import { requireOwner } from '@/auth/requireOwner'

import { engineFor } from '../engines'
import { loadInsightData } from '../insights'
import { loadProfile } from '../profile'
import type { AiInsights, InsightSentences } from '../types'

/** Spec §3's AI insights response, or `{}` when there is no data yet (the panel is hidden). */
export type AiInsightsAnswer = AiInsights | Record<string, never>

/*
 * The figures are counted afresh on every call (a command she accepts changes them at once).
 * Only the sentences are remembered, keyed by the exact figures and counts they were written
 * from and by which assistant wrote them: the same numbers get the same words without asking
 * the AI service again on every visit to the Overview, and a new number gets new words.
 */
const MAX_REMEMBERED = 50
const remembered = new Map<string, InsightSentences>()

const remember = (key: string, sentences: InsightSentences) => {
  remembered.set(key, sentences)
  if (remembered.size > MAX_REMEMBERED) remembered.delete(remembered.keys().next().value!)
}

/**
 * GET /api/admin/ai-insights: the three figures (src/assistant/insights.ts defines each) with a
 * sentence each, by the AI service with a key (from the figures alone) and by rules without.
 * Deliberately outside a transaction: no connection is held while the AI service writes.
 */
export async function getAiInsights(req: PayloadRequest): Promise<AiInsightsAnswer> {
  requireOwner(req)
  const now = new Date()
  const data = await loadInsightData(req, now)
  if (!data) return {}
  const engine = engineFor()
  const figures = { ...data, facts: { ...data.facts } }
  const key = `${engine.label}|${JSON.stringify(figures)}`
  let sentences = remembered.get(key)
  if (!sentences) {
    const profile = await loadProfile(req)
    sentences = await engine.writeInsights({ req, profile, now }, figures)
    remember(key, sentences)
  }
  return {
    leadQualityScore: data.leadQualityScore,
    leadQualityInsight: sentences.leadQualityInsight,
    emailEngagementRate: data.emailEngagementRate,
    emailInsight: sentences.emailInsight,
    conversionTrend: data.conversionTrend,
    conversionInsight: sentences.conversionInsight,
  }
}
