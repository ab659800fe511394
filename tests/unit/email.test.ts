import { describe, expect, it } from 'vitest'

import { emailSettingsFromEnv, extractLinks } from '@/email/adapter'

describe('extractLinks', () => {
  it('finds each http(s) link once across text and html bodies', () => {
    const links = extractLinks(
      'Sign in: https://example.com/login?token=abc123.\nHelp: mailto:hi@example.com',
      '<a href="https://example.com/login?token=abc123">Sign in</a> <a href="http://localhost:3000/watch">Watch</a>',
    )
    expect(links).toEqual(['https://example.com/login?token=abc123', 'http://localhost:3000/watch'])
  })

  it('returns nothing for bodies without links', () => {
    expect(extractLinks(undefined, 'no links here')).toEqual([])
  })
})

describe('emailSettingsFromEnv', () => {
  it('uses SMTP only when SMTP_URL is set', () => {
    expect(emailSettingsFromEnv({}).smtpUrl).toBeUndefined()
    expect(emailSettingsFromEnv({ SMTP_URL: '' }).smtpUrl).toBeUndefined()
    expect(emailSettingsFromEnv({ SMTP_URL: 'smtp://mail:25' }).smtpUrl).toBe('smtp://mail:25')
  })

  it('takes the sender from the environment', () => {
    const settings = emailSettingsFromEnv({
      EMAIL_FROM_ADDRESS: 'studio@example.org',
      EMAIL_FROM_NAME: 'Studio',
    })
    expect(settings).toMatchObject({ fromAddress: 'studio@example.org', fromName: 'Studio' })
  })
})
