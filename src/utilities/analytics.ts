'use client'

type AnalyticsParams = { category?: string; label?: string; value?: number }

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[]
    gtag?: (command: 'event', action: string, params: Record<string, unknown>) => void
  }
}

/**
 * Records an analytics event in the page's dataLayer (read by any tag manager the owner adds) and
 * forwards it to gtag when Google Analytics is on the page.
 */
export function trackEvent(action: string, { category, label, value }: AnalyticsParams = {}) {
  window.dataLayer ??= []
  window.dataLayer.push({ event: action, category, label, value })
  window.gtag?.('event', action, { event_category: category, event_label: label, value })
}
