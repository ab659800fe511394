import type { InsightFigures, InsightSentences } from './types'

/**
 * The AI Insights sentences written by rules (the offline assistant, or when the AI service
 * fails): plain, honest sentences built from the figures and the counts behind them
 * (src/assistant/insights.ts defines each), never advice the numbers do not support.
 */

type Facts = Record<string, number | string>
type Figures = InsightFigures & { facts?: Facts }

const num = (facts: Facts, key: string) => {
  const value = Number(facts[key] ?? 0)
  return Number.isFinite(value) ? value : 0
}

/** 12.5 → "12.5", 40 → "40". */
const figure = (value: number) => String(Math.round(value * 100) / 100)

const plural = (n: number, one: string, many: string) => `${figure(n)} ${n === 1 ? one : many}`

function leadQuality(figures: Figures, facts: Facts): string {
  const newLeads = num(facts, 'newLeads')
  if (!newLeads) return 'No new leads signed up in the last 30 days.'
  const engaged = num(facts, 'engagedLeads')
  const quiz = num(facts, 'quizFinished')
  return (
    `${figure(engaged)} of ${plural(newLeads, 'new lead', 'new leads')} of the last 30 days ` +
    `finished the quiz or opened one of your e-mails (${figure(figures.leadQualityScore)}%); ` +
    `${figure(quiz)} finished the quiz.`
  )
}

function email(figures: Figures, facts: Facts): string {
  const delivered = num(facts, 'delivered')
  if (!delivered) return 'No marketing e-mails went out in the last 30 days.'
  const clicked = num(facts, 'clicked')
  return (
    `${figure(clicked)} of ${plural(delivered, 'e-mail', 'e-mails')} delivered in the last 30 days ` +
    `${clicked === 1 ? 'was' : 'were'} clicked (${figure(figures.emailEngagementRate)}%).`
  )
}

function conversion(figures: Figures, facts: Facts): string {
  const thisWeek = num(facts, 'leadsThisWeek')
  const lastWeek = num(facts, 'leadsLastWeek')
  if (!thisWeek && !lastWeek) {
    return 'No new leads in the last two weeks, so there is no conversion to compare yet.'
  }
  const now =
    `${figure(num(facts, 'convertedThisWeek'))} of ${plural(thisWeek, 'new lead', 'new leads')} ` +
    `of the last 7 days applied or bought (${figure(num(facts, 'conversionThisWeek'))}%)`
  const before =
    `${figure(num(facts, 'convertedLastWeek'))} of ${figure(lastWeek)} ` +
    `the week before (${figure(num(facts, 'conversionLastWeek'))}%)`
  const trend = figures.conversionTrend
  const direction =
    trend > 0
      ? `up ${figure(trend)} points`
      : trend < 0
        ? `down ${figure(-trend)} points`
        : 'unchanged'
  // The newest leads have had fewer days to decide: said when that may be the reason.
  const caution = trend < 0 && thisWeek ? '; the newest leads have had less time to decide' : ''
  return `${now}, against ${before}: ${direction}${caution}.`
}

export function insightSentencesByRules(figures: Figures): InsightSentences {
  const facts = figures.facts ?? {}
  return {
    leadQualityInsight: leadQuality(figures, facts),
    emailInsight: email(figures, facts),
    conversionInsight: conversion(figures, facts),
  }
}

/** The numbers a sentence may print: the figures, their counts, and the windows' lengths. */
function allowedNumbers(figures: Figures): Set<string> {
  const values = [
    figures.leadQualityScore,
    figures.emailEngagementRate,
    figures.conversionTrend,
    ...Object.values(figures.facts ?? {}).map(Number),
    7,
    14,
    30,
  ].filter((value) => Number.isFinite(value))
  const allowed = new Set<string>()
  for (const value of values) {
    for (const variant of [
      value,
      Math.abs(value),
      Math.round(value),
      Math.round(Math.abs(value)),
    ]) {
      allowed.add(figure(variant))
      allowed.add(variant.toFixed(1))
    }
  }
  return allowed
}

/**
 * A model's sentences, each kept only if it is there and every number in it is one of the
 * figures (so no sentence shows her a number the database did not give); otherwise the rules'.
 */
export function keepHonestSentences(
  written: InsightSentences,
  figures: Figures,
  byRules: InsightSentences = insightSentencesByRules(figures),
): InsightSentences {
  const allowed = allowedNumbers(figures)
  const honest = (sentence: string) =>
    Boolean(sentence.trim()) &&
    (sentence.match(/\d[\d,]*(?:\.\d+)?/g) ?? []).every((n) => allowed.has(n.replace(/,/g, '')))
  const pick = (key: keyof InsightSentences) =>
    honest(written[key]) ? written[key].trim() : byRules[key]
  return {
    leadQualityInsight: pick('leadQualityInsight'),
    emailInsight: pick('emailInsight'),
    conversionInsight: pick('conversionInsight'),
  }
}
