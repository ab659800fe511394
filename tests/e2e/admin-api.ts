import { readFileSync } from 'node:fs'

import type { APIRequestContext, Browser, BrowserContextOptions } from '@playwright/test'

import { OWNER_SESSION_FILE } from './admin-session'

/** The owner's session cookie ("admin_session=…"), signed in once by tests/e2e/global-setup.ts. */
export const ownerCookie = () => readFileSync(OWNER_SESSION_FILE, 'utf8').trim()

/** Headers that make an API call the owner's (her session cookie, as her browser sends it). */
export async function ownerAuth(_request?: APIRequestContext): Promise<{ Cookie: string }> {
  return { Cookie: ownerCookie() }
}

/** A fresh browser context signed in as the owner (her session cookie, nothing else). */
export async function ownerContext(browser: Browser, options: BrowserContextOptions = {}) {
  const baseURL = `http://localhost:${process.env.E2E_PORT || 3100}`
  const context = await browser.newContext({ baseURL, ...options })
  const [name, ...value] = ownerCookie().split('=')
  await context.addCookies([{ name: name!, value: value.join('='), url: baseURL }])
  return context
}
