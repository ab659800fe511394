import type { Page, Route } from '@playwright/test'

/**
 * Holds the page's requests to `url` until released, to look at a pending state. `release()`
 * waits until a request has really reached the route: releasing earlier would hold it for ever.
 */
export async function holdRequests(
  page: Page,
  url: string,
  answer: (route: Route) => Promise<void> = (route) => route.continue(),
) {
  let intercepted = () => {}
  const requested = new Promise<void>((resolve) => (intercepted = resolve))
  let open = () => {}
  const released = new Promise<void>((resolve) => (open = resolve))
  await page.route(url, async (route) => {
    intercepted()
    await released
    await answer(route)
  })
  return {
    requested,
    release: async () => {
      await requested
      open()
    },
  }
}
