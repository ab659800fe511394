import type http from 'node:http'

import { describe, expect, it } from 'vitest'

import { mayCompress } from '../../server/response-writes.mjs'

describe('mayCompress', () => {
  const request = (url: string) => ({ url }) as http.IncomingMessage

  it('skips the few-byte answers of the sign-ups, the checkout and the health check', () => {
    for (const url of [
      '/api/health',
      '/api/leads',
      '/api/waitlist',
      '/api/applications',
      '/api/create-payment-intent',
      '/api/leads?x=1',
    ]) {
      expect(mayCompress(request(url)), url).toBe(false)
    }
  })

  it('compresses everything else: pages, assets, the other API routes', () => {
    for (const url of ['/', '/about', '/_next/static/chunks/a.js', '/api/pages', '/api/leads/1']) {
      expect(mayCompress(request(url)), url).toBe(true)
    }
  })
})
