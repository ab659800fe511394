import type { InsightFigures, InsightSentences } from './types'

/**
 * The AI Insights sentences written by rules (no AI service, or it failed): plain, honest
 * sentences built from the figures alone.
 */
export function insightSentencesByRules(
  figures: InsightFigures & { facts?: Record<string, number | string> },
): InsightSentences {
  return {
    leadQualityInsight: `${figures.leadQualityScore}% of your new leads are engaged.`,
    emailInsight: `${figures.emailEngagementRate}% of your e-mails were clicked.`,
    conversionInsight: `Conversion changed by ${figures.conversionTrend} points this week.`,
  }
}
