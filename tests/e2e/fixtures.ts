import { randomInt } from 'node:crypto'

import { test as base } from '@playwright/test'

export { expect } from '@playwright/test'

/**
 * A made-up network address, as the reverse proxy in front of the site would report it.
 * The browser tests' server trusts one proxy hop (TRUST_PROXY=1), and each test is its own
 * visitor: the per-client rate limits then apply to one test, as they do to one person, instead
 * of to the whole parallel suite on 127.0.0.1.
 */
export const newClientAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`

/** Headers that make a raw fetch() come from `address` (see newClientAddress). */
export const fromClient = (address: string) => ({ 'x-forwarded-for': address })

export const test = base.extend<{ clientAddress: string }>({
  clientAddress: async ({}, provide) => provide(newClientAddress()),
  extraHTTPHeaders: async ({ extraHTTPHeaders, clientAddress }, provide) =>
    provide({ ...extraHTTPHeaders, ...fromClient(clientAddress) }),
})
