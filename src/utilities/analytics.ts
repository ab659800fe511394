'use client'

type AnalyticsParams = { category?: string; label?: string }

/** The page events the site sends (spec §4 and §7) besides its views. */
type PageEventName = 'pageview' | 'engagement' | 'video_play' | 'quiz_started'

/**
 * Sends one event to her own server (POST /api/event, src/analytics): the page's address, where
 * the visitor came from and the window's width. No cookie, no storage, nothing to a third party.
 * Browsers driven by automation (navigator.webdriver) send nothing; a page the browser
 * prerenders for later sends only once she actually sees it.
 */
export function sendPageEvent(name: PageEventName, label?: string) {
  if (navigator.webdriver) return
  if ((document as { prerendering?: boolean }).prerendering) {
    document.addEventListener('prerenderingchange', () => sendPageEvent(name, label), {
      once: true,
    })
    return
  }
  const body = JSON.stringify({
    n: name,
    u: location.href,
    r: document.referrer || undefined,
    w: innerWidth,
    l: label,
  })
  if (!navigator.sendBeacon?.('/api/event', body)) {
    void fetch('/api/event', { method: 'POST', body, keepalive: true }).catch(() => undefined)
  }
}

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[]
  }
}

/**
 * An analytics event of the spec (`video_play`, `quiz_started`): counted with the visit on her
 * server, and left in the page's dataLayer for a tag manager she may add herself.
 */
export function trackEvent(
  action: 'video_play' | 'quiz_started',
  { category, label }: AnalyticsParams = {},
) {
  window.dataLayer ??= []
  window.dataLayer.push({ event: action, category, label })
  sendPageEvent(action, label)
}
