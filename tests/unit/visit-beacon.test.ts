import path from 'node:path'

import { build } from 'esbuild'
import { describe, expect, it } from 'vitest'

import { referrerHost, sourceOf } from '@/analytics/source'
import { browserOf, deviceOf, systemOf } from '@/analytics/userAgent'

const root = path.resolve(__dirname, '../..')

describe('the visit beacon', () => {
  it('adds under 1 KB of JavaScript to a page (minified, before compression)', async () => {
    const result = await build({
      stdin: {
        contents: `export { VisitBeacon } from '@/components/site/VisitBeacon.client'
                   export { trackEvent } from '@/utilities/analytics'`,
        resolveDir: root,
        loader: 'ts',
      },
      bundle: true,
      minify: true,
      format: 'esm',
      write: false,
      jsx: 'automatic',
      external: ['react', 'next/navigation'],
      alias: { '@': path.join(root, 'src') },
      logLevel: 'silent',
    })
    const bytes = result.outputFiles[0]!.contents.byteLength
    expect(bytes).toBeLessThanOrEqual(1024)
    const code = result.outputFiles[0]!.text
    // No cookie, no storage, nothing sent anywhere but her own server.
    expect(code).not.toMatch(/cookie|localStorage|sessionStorage|https?:\/\//)
    expect(code).toContain('"/api/event"')
  })
})

describe('where a visit came from', () => {
  it('names well-known referrers and UTM sources in her words, and keeps others as their host', () => {
    expect(sourceOf(undefined, referrerHost('https://l.instagram.com/?u=x'))).toBe('Instagram')
    expect(sourceOf(undefined, referrerHost('https://www.google.co.uk/search?q=x'))).toBe('Google')
    expect(sourceOf(undefined, referrerHost('https://lm.facebook.com/'))).toBe('Facebook')
    expect(sourceOf(undefined, referrerHost('https://t.co/abc'))).toBe('X (Twitter)')
    expect(sourceOf(undefined, referrerHost('https://mail.google.com/'))).toBe('Email')
    expect(sourceOf(undefined, referrerHost('https://www.somebodys-blog.net/post'))).toBe(
      'somebodys-blog.net',
    )
    expect(sourceOf(undefined, referrerHost(''))).toBe('Direct')
    expect(sourceOf(undefined, referrerHost('android-app://com.google.android.gm/'))).toBe('Direct')
    expect(sourceOf('ig', 'google.com')).toBe('Instagram')
    expect(sourceOf('newsletter', '')).toBe('Email')
    expect(sourceOf('Podcast Guesting', '')).toBe('Podcast Guesting')
  })

  it('reads browser and system families and the device class', () => {
    const instagramOnIPhone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 357.0.0.25.101'
    expect(browserOf(instagramOnIPhone)).toBe('Instagram app')
    expect(systemOf(instagramOnIPhone)).toBe('iOS')
    expect(deviceOf(390, instagramOnIPhone)).toBe('Phone')
    const edge =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0'
    expect(browserOf(edge)).toBe('Edge')
    expect(systemOf(edge)).toBe('Windows')
    expect(deviceOf(1440, edge)).toBe('Desktop')
    const safariMac =
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15'
    expect(browserOf(safariMac)).toBe('Safari')
    expect(systemOf(safariMac)).toBe('macOS')
    const iPad = 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148'
    expect(deviceOf(820, iPad)).toBe('Tablet')
    expect(deviceOf(undefined, iPad)).toBe('Tablet')
    expect(
      deviceOf(undefined, 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36'),
    ).toBe('Phone')
  })
})
