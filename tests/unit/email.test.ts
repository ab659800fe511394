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

describe('the e-mail layout (src/email/compose.ts)', () => {
  const brand = { ownerName: 'Ana', siteName: 'The Studio' }
  const paragraphs = [
    [{ text: 'Dear {{name}},' }],
    [{ text: 'Your card is ' }, { text: '{{result}}', bold: true }],
  ]

  it('fills merge fields, escaping them in HTML and not in text', async () => {
    const { compose } = await import('@/email/compose')
    const mail = compose({
      subject: 'Hello {{name}}',
      paragraphs,
      button: { label: 'Open', url: 'https://example.com/r?k={{key}}' },
      data: { name: '<b>Eve</b> & co', result: 'Rebel', key: 'a&b' },
      brand,
    })
    expect(mail.subject).toBe('Hello <b>Eve</b> & co')
    expect(mail.text).toBe(
      'Dear <b>Eve</b> & co,\n\nYour card is Rebel\n\nOpen: https://example.com/r?k=a&b',
    )
    expect(mail.html).toContain('Dear &#60;b&#62;Eve&#60;/b&#62; &#38; co,')
    expect(mail.html).not.toContain('<b>Eve</b>')
    expect(mail.html).toContain('<strong>Rebel</strong>')
    expect(mail.html).toContain('href="https://example.com/r?k=a&#38;b"')
  })

  it('adds the small print only when given (the unsubscribe link for marketing mail)', async () => {
    const { compose } = await import('@/email/compose')
    const plain = compose({ subject: 's', paragraphs, data: {}, brand })
    expect(plain.text).not.toContain('Unsubscribe')
    const marketing = compose({
      subject: 's',
      paragraphs,
      footer: ['Unsubscribe with one click:', '{{unsubscribeUrl}}'],
      data: { unsubscribeUrl: 'https://example.com/api/unsubscribe?token=t' },
      brand,
    })
    expect(marketing.text).toContain(
      'Unsubscribe with one click:\n\nhttps://example.com/api/unsubscribe?token=t',
    )
    expect(marketing.html).toContain('<a href="https://example.com/api/unsubscribe?token=t"')
  })

  it('an empty field reads its fallback: "friend" for a name, or the words after a bar', async () => {
    const { compose, firstNameOf } = await import('@/email/compose')
    const mail = (name: string | null) =>
      compose({
        subject: 'For {{firstName|you}}',
        paragraphs: [
          [{ text: 'Dear {{name}}, hello {{firstName}}.' }],
          [{ text: 'From {{sender|you & me}}' }],
        ],
        data: { name, firstName: firstNameOf(name) },
        brand,
      })
    const named = mail('Maya Rivers')
    expect(named.subject).toBe('For Maya')
    expect(named.text).toBe('Dear Maya Rivers, hello Maya.\n\nFrom you & me')
    expect(named.html).toContain('Dear Maya Rivers, hello Maya.')
    // The fallback is escaped once, like the words around it.
    expect(named.html).toContain('From you &#38; me')
    expect(named.html).not.toContain('&#38;#38;')
    for (const empty of [null, '', '   ']) {
      const unnamed = mail(empty)
      expect(unnamed.subject).toBe('For you')
      expect(unnamed.text).toContain('Dear friend, hello friend.')
      expect(unnamed.html).toContain('Dear friend, hello friend.')
    }
  })

  it('renders the layout once per template: a thousand recipients cost one MJML run', async () => {
    const compose = await import('@/email/compose')
    const before = compose.layoutRenders
    const mails = Array.from({ length: 1000 }, (_, index) =>
      compose.compose({
        subject: 'For {{name}}',
        paragraphs,
        button: { label: 'Open', url: 'https://example.com/r?k={{key}}' },
        footer: ['Unsubscribe with one click:', '{{unsubscribeUrl}}'],
        data: {
          name: index % 2 ? `Eve <${index}>` : `Ana ${index}`,
          result: 'Rebel',
          key: `k${index}`,
          unsubscribeUrl: `https://example.com/api/unsubscribe?token=t${index}`,
        },
        brand: { ownerName: 'Ana', siteName: 'Compile Once' },
      }),
    )
    expect(compose.layoutRenders - before).toBe(1)
    expect(mails[7]!.html).toContain('Dear Eve &#60;7&#62;,')
    expect(mails[7]!.html).toContain('href="https://example.com/r?k=k7"')
    expect(mails[8]!.html).toContain('href="https://example.com/api/unsubscribe?token=t8"')
    for (const mail of mails) expect(mail.html).not.toMatch(/\{\{|\}\}/)

    // A different template (or sender) is a new layout, rendered once in its turn.
    compose.compose({ subject: 'Other', paragraphs, data: {}, brand })
    expect(compose.layoutRenders - before).toBe(2)
  })

  it('reads the owner’s rich text: paragraphs, bold, italic and links', async () => {
    const { paragraphsOf } = await import('@/email/compose')
    const body = {
      root: {
        children: [
          {
            type: 'paragraph',
            children: [
              { type: 'text', text: 'Hi ', format: 0 },
              { type: 'text', text: 'you', format: 3 },
            ],
          },
          {
            type: 'paragraph',
            children: [
              {
                type: 'link',
                fields: { url: '{{siteUrl}}/quiz' },
                children: [{ type: 'text', text: 'quiz' }],
              },
            ],
          },
        ],
      },
    }
    expect(paragraphsOf(body)).toEqual([
      [
        { text: 'Hi ', bold: false, italic: false, href: undefined },
        { text: 'you', bold: true, italic: true, href: undefined },
      ],
      [{ text: 'quiz', bold: false, italic: false, href: '{{siteUrl}}/quiz' }],
    ])
  })
})
