/**
 * The e-mails the site sends, each a template the owner edits in the CMS (email-templates). What
 * is written here is each template's first text (the seed) and what is sent if the owner deletes
 * one: the words a visitor receives never depend on the CMS being filled.
 *
 * Merge fields are written {{name}} in the subject, the body and the button; the values are the
 * ones listed per template, filled in by the code that sends it. An empty one gives way to the
 * fallback written after a bar, {{firstName|love}}; without one, an empty name reads "friend".
 */
export type TemplateDefinition = {
  /** Its name in her words, shown in the admin instead of its key. */
  label: string
  description: string
  /** Marketing mail carries the one-click unsubscribe footer and is skipped once she unsubscribes. */
  marketing: boolean
  subject: string
  paragraphs: string[]
  button?: { label: string; url: string }
  /** The small print under the message (set by the layout, not edited in the CMS). */
  footer?: string[]
  fields: Record<string, string>
}

const ACCESS_FOOTER = [
  'Questions about your access? Write to {{supportEmail}}.',
  'Each sign-in link works once. You can always ask for a new one at:',
  '{{siteUrl}}/watch',
]

const common = {
  name: 'Her name as she gave it, or "friend"',
  firstName: 'The first word of her name, or "friend"',
  ownerName: 'Your name (Settings → Site settings)',
  siteName: 'The site name',
  siteUrl: 'The site address, e.g. https://example.com',
}

/** The buyer's receipt: the masterclass and the bonus bought later differ in two sentences. */
const receipt = (
  label: string,
  description: string,
  subject: string,
  whatIsOpen: string,
): TemplateDefinition => ({
  label,
  description,
  marketing: false,
  subject,
  paragraphs: [
    'Thank you, and welcome.',
    `{{paymentLine}} ${whatIsOpen}`,
    'Your videos:',
    '{{videoLinks}}',
    'On a new device, open the sign-in link below first: it signs this browser in for 90 days.',
    'With warmth, {{ownerName}}',
  ],
  button: { label: 'Sign in and watch', url: '{{accessLink}}' },
  footer: ACCESS_FOOTER,
  fields: {
    ...common,
    paymentLine: 'What she paid (or that it was a test purchase)',
    videoLinks: 'One line per video she can watch, with its link',
    accessLink: 'Her single-use sign-in link',
    supportEmail: 'Your support address',
  },
})

export const EMAIL_TEMPLATES = {
  'meditation-welcome': {
    label: 'Free meditation: welcome',
    description: 'Sent once when she signs up for the free meditation.',
    marketing: true,
    subject: 'Your free grounding meditation',
    paragraphs: [
      'Dear {{name}},',
      'Here is your 10-minute grounding meditation. Find a quiet place, let your breath slow, and come home to your body.',
      'With warmth, {{ownerName}}',
    ],
    button: { label: 'Listen and download', url: '{{siteUrl}}/meditation-access' },
    fields: common,
  },
  'quiz-result': {
    label: 'Quiz: her result',
    description: 'Sent once when she finishes the Good Girl quiz.',
    marketing: true,
    subject: 'Your Good Girl archetype: {{quizResult}}',
    paragraphs: [
      'Dear {{name}},',
      'Your card is {{quizResult}}. Read what it says about you, and where your sovereignty begins.',
      'With warmth, {{ownerName}}',
    ],
    button: { label: 'See your result', url: '{{siteUrl}}/quiz?result={{quizResultKey}}' },
    fields: {
      ...common,
      quizResult: 'Her archetype, e.g. "The People Pleaser"',
      quizResultKey: 'Its key for links: people_pleaser, perfectionist or rebel',
    },
  },
  'waitlist-welcome': {
    label: 'Waitlist: welcome',
    description: 'Sent once when she joins the Radiant Alchemy waitlist.',
    marketing: true,
    subject: 'You are on the Radiant Alchemy waitlist',
    paragraphs: [
      'Dear {{name}},',
      "You're on the list. You'll be the first to know when Radiant Alchemy opens.",
      'With warmth, {{ownerName}}',
    ],
    button: { label: 'Meanwhile, explore the masterclass', url: '{{siteUrl}}/masterclass' },
    fields: { ...common, program: 'The program she joined, e.g. radiant-alchemy' },
  },
  'purchase-masterclass': receipt(
    'Masterclass: receipt',
    'Her receipt after buying the masterclass (with or without the bonus).',
    'Your masterclass access: The Good Girl Paradox',
    'Your masterclass is ready whenever you are, as often as you like, with a 30-day money-back guarantee.',
  ),
  'purchase-bonus': receipt(
    'Return to the Body: receipt',
    'Her receipt after adding Return to the Body later.',
    'Return to the Body is unlocked',
    'The three Return to the Body practices are now open in your course portal.',
  ),
  'purchase-course': {
    ...receipt(
      'Course: receipt',
      'Her receipt after buying any offer other than your main one (another course, a payment plan or a membership).',
      'Your access: {{offerName}}',
      '{{offerName}} is ready in your course portal whenever you are.',
    ),
    fields: {
      ...common,
      offerName: 'What she bought, as you named the offer (with any bump)',
      paymentLine: 'What she paid (or that it was a test purchase)',
      videoLinks: 'One line per lesson she can open now, with its link',
      accessLink: 'Her single-use sign-in link',
      supportEmail: 'Your support address',
    },
  },
  'confirm-subscription': {
    label: 'Your list: confirm her subscription',
    description:
      'With double opt-in on (Site settings), sent when she signs up: she joins your list only once she clicks.',
    marketing: false,
    subject: 'Please confirm: do you want my e-mails?',
    paragraphs: [
      'Dear {{name}},',
      'You signed up on {{siteName}}. Before I send you anything more, please confirm that you want my e-mails: gentle notes, about once a week, and you can unsubscribe any time.',
      "If it wasn't you, ignore this e-mail: you won't hear from me again.",
      'With warmth, {{ownerName}}',
    ],
    button: { label: 'Yes, send me your e-mails', url: '{{confirmLink}}' },
    fields: { ...common, confirmLink: 'The link she clicks to confirm' },
  },
  'access-link': {
    label: 'Masterclass: sign-in link',
    description: 'The sign-in link a buyer asks for on /watch.',
    marketing: false,
    subject: 'Your masterclass access link',
    paragraphs: [
      'Here is your sign-in link for The Good Girl Paradox.',
      'It works once, within 60 minutes, and signs this browser in for 90 days.',
      "If you didn't ask for it, you can ignore this e-mail.",
      'With warmth, {{ownerName}}',
    ],
    button: { label: 'Open my masterclass', url: '{{accessLink}}' },
    footer: ACCESS_FOOTER,
    fields: {
      ...common,
      accessLink: 'Her single-use sign-in link',
      supportEmail: 'Your support address',
    },
  },
  'workshop-confirmation': {
    label: 'Workshop: confirmation',
    description: 'Her confirmation after paying for a live workshop.',
    marketing: false,
    subject: "You're registered: {{workshopTitle}}, {{workshopDate}}",
    paragraphs: [
      'Dear {{name}},',
      'Your place in {{workshopTitle}} is confirmed. {{paymentLine}}',
      'When: {{workshopDate}}, {{workshopTime}} ({{workshopDuration}})',
      'Where: {{workshopLocation}}',
      'If anything comes up before we meet, simply reply to this e-mail.',
      'With warmth, {{ownerName}}',
    ],
    button: { label: 'See the workshop details', url: '{{workshopUrl}}' },
    footer: ['You receive this because you registered for {{workshopTitle}} on {{siteName}}.'],
    fields: {
      ...common,
      workshopTitle: 'The workshop',
      workshopDate: 'Its date',
      workshopTime: 'Its time',
      workshopDuration: 'How long it lasts',
      workshopLocation: 'Where it happens',
      workshopUrl: 'Its page',
      paymentLine: 'What she paid (or that it was a test registration)',
    },
  },
  'application-received': {
    label: 'Mentorship application: received',
    description: 'The confirmation an applicant gets (at most one a day per address).',
    marketing: false,
    subject: 'Your mentorship application is received',
    paragraphs: [
      'Dear {{name}},',
      'Thank you for applying for 1:1 mentorship, and for answering so openly. Your application has arrived safely, and {{ownerName}} reads every one personally.',
      'You will hear back within {{replyWithinHours}} hours, at this address.',
      'With warmth,\n{{ownerName}}',
    ],
    fields: { ...common, replyWithinHours: 'The promised reply time in hours' },
  },
  'admin-sign-in': {
    label: 'Your Admin Center sign-in link',
    description: "The owner's single-use sign-in link to the Admin Center (valid 15 minutes).",
    marketing: false,
    subject: 'Your sign-in link for the {{siteName}} Admin Center',
    paragraphs: [
      'Here is your link to the Admin Center.',
      'It works once, within {{validMinutes}} minutes, and signs this browser in.',
      "If you didn't ask for it, you can ignore this e-mail: nobody can sign in without it.",
    ],
    button: { label: 'Open the Admin Center', url: '{{signInLink}}' },
    fields: {
      siteName: common.siteName,
      siteUrl: common.siteUrl,
      signInLink: 'The single-use sign-in link',
      validMinutes: 'How long the link works, in minutes',
    },
  },
  'application-accepted': {
    label: 'Mentorship application: yes',
    description: 'Sent when you accept a mentorship application.',
    marketing: false,
    subject: 'Your mentorship application: yes',
    paragraphs: [
      'Dear {{name}},',
      'Thank you for your application. I have read every answer, and I would love to work with you.',
      'I will write again personally with the next steps and our first session. If you have a question before then, simply reply to this e-mail.',
      'With warmth,\n{{ownerName}}',
    ],
    fields: common,
  },
  'application-call': {
    label: 'Mentorship application: call invitation',
    description: 'Sent when you invite an applicant to a call (Schedule Call).',
    marketing: false,
    subject: "Let's talk: your mentorship application",
    paragraphs: [
      'Dear {{name}},',
      'Thank you for your application. Before we decide together, I would love to meet you on a short call.',
      '{{callLine}}',
      'With warmth,\n{{ownerName}}',
    ],
    button: { label: 'Choose a time', url: '{{bookingLink}}' },
    fields: {
      ...common,
      callLine: 'The date and time you picked, or an invitation to choose a time',
      bookingLink: 'Your booking link (Settings → Site settings), or the site address',
    },
  },
  'application-declined': {
    label: 'Mentorship application: declined',
    description: 'Sent when you decline a mentorship application.',
    marketing: false,
    subject: 'Your mentorship application',
    paragraphs: [
      'Dear {{name}},',
      'Thank you for your application and for the honesty of your answers.',
      'I am not able to offer you a place in 1:1 mentorship at this time. The free meditation and the masterclass remain open to you, and I hope our paths cross again.',
      'With warmth,\n{{ownerName}}',
    ],
    button: { label: 'Explore the masterclass', url: '{{siteUrl}}/masterclass' },
    fields: common,
  },
  'purchase-refunded': {
    label: 'Purchase: refund',
    description: 'Sent to a buyer when her purchase is refunded.',
    marketing: false,
    subject: 'Your refund for {{productName}}',
    paragraphs: [
      'Dear {{name}},',
      'Your purchase of {{productName}} has been refunded: {{refundLine}}',
      'Your access to it has ended. If this was not what you expected, simply reply to this e-mail.',
      'With warmth, {{ownerName}}',
    ],
    fields: {
      ...common,
      productName: 'What was refunded',
      refundLine: 'The amount and how it returns to her (or that it was a test purchase)',
    },
  },
  'affiliate-page-link': {
    label: 'Affiliate: her page',
    description:
      'Sent when you send an affiliate the link to her page (Courses → Affiliates): her link to share, her clicks, sales and earnings.',
    marketing: false,
    subject: 'Your affiliate page at {{siteName}}',
    paragraphs: [
      'Dear {{name}},',
      'Thank you for sharing my work. Your own page shows how many people followed your link, the sales it brought and what you have earned.',
      'Your link to share: {{affiliateLink}}',
      'The button opens your page. It works for {{validDays}} days and is for you alone, so please do not forward this e-mail.',
      'With warmth, {{ownerName}}',
    ],
    button: { label: 'Open my affiliate page', url: '{{pageLink}}' },
    fields: {
      ...common,
      affiliateLink: 'Her link to share: your site with her code',
      pageLink: 'The link to her own page (signed for her alone)',
      validDays: 'How many days the page link works',
    },
  },
  'my-data-link': {
    label: 'Privacy: the link to her own data',
    description:
      'Sent when someone asks for her data on your privacy page, only to an address your site knows: her link to download it or ask to be erased.',
    marketing: false,
    subject: 'The link to your data at {{siteName}}',
    paragraphs: [
      'Dear {{name}},',
      'You asked to see what {{siteName}} keeps about you. The button opens a page where you can download all of it, or ask me to erase it.',
      'The link works for {{validDays}} days and is for you alone, so please do not forward this e-mail.',
      "If it wasn't you, ignore this e-mail: nothing changes.",
      'With warmth, {{ownerName}}',
    ],
    button: { label: 'See my data', url: '{{myDataLink}}' },
    fields: {
      ...common,
      myDataLink: 'The link to her own data page (signed for her alone)',
      validDays: 'How many days the link works',
    },
  },
} satisfies Record<string, TemplateDefinition>

/** What the e-mails she writes herself (sequence steps) may use: her data as the sequence knows it. */
export const OWN_TEMPLATE_FIELDS: Record<string, string> = {
  ...common,
  quizResult: 'Her quiz archetype, e.g. "The People Pleaser" (empty if she has not taken the quiz)',
  supportEmail: 'Your support address',
}

export type TemplateKey = keyof typeof EMAIL_TEMPLATES
export const TEMPLATE_KEYS = Object.keys(EMAIL_TEMPLATES) as TemplateKey[]

/** The sample woman a preview is shown for when the owner has not picked a real person. */
export const SAMPLE_PERSON = { name: 'Jane Doe', label: 'Sample: Jane' } as const

/**
 * What each merge field reads in a preview and a test: realistic, and harmless. A field that
 * would carry a working sign-in link in a real e-mail gets a page of her site instead, so a
 * preview or a test never holds a live token. `{{siteUrl}}` is her site's address.
 */
export const SAMPLE_VALUES: Record<string, string> = {
  name: SAMPLE_PERSON.name,
  firstName: 'Jane',
  quizResult: 'The People Pleaser',
  quizResultKey: 'people_pleaser',
  program: 'radiant-alchemy',
  paymentLine: 'You paid $44.00.',
  videoLinks:
    'The Good Girl Paradox: {{siteUrl}}/watch\nReturn to the Body: {{siteUrl}}/watch (sample links)',
  accessLink: '{{siteUrl}}/watch',
  signInLink: '{{siteUrl}}/admin',
  validMinutes: '15',
  workshopTitle: 'Holy Mess',
  workshopDate: 'Saturday 12 December',
  workshopTime: '10:00 AM Arizona time',
  workshopDuration: '2 hours',
  workshopLocation: 'Online (the link comes the day before)',
  workshopUrl: '{{siteUrl}}/workshop',
  replyWithinHours: '48',
  callLine: 'I have set aside Tuesday 2 December, 10:30 AM Arizona time for us.',
  bookingLink: '{{siteUrl}}',
  productName: 'The Good Girl Paradox',
  refundLine: '$44.00, back on her card within 5 to 10 days.',
  affiliateLink: '{{siteUrl}}/?ref=jane',
  pageLink: '{{siteUrl}}/affiliate',
  myDataLink: '{{siteUrl}}/privacy',
  validDays: '90',
}

/** The fields filled from the site's settings whatever the person: no sample needed. */
export const SETTINGS_FIELDS = ['ownerName', 'siteName', 'siteUrl', 'supportEmail'] as const

/** Whether a template is one of the site's own e-mails: it cannot be deleted or unpublished. */
export const isSystemTemplateKey = (key: unknown): key is TemplateKey =>
  typeof key === 'string' && Object.hasOwn(EMAIL_TEMPLATES, key)

/** The merge fields a template may use, with what each means. */
export const fieldsOf = (key: unknown): Record<string, string> =>
  isSystemTemplateKey(key) ? EMAIL_TEMPLATES[key].fields : OWN_TEMPLATE_FIELDS

/** The refusals a system e-mail answers with, in her words. */
export const SYSTEM_TEMPLATE_RULES = {
  noDelete:
    'This is one of the e-mails your site sends by itself, so it cannot be deleted. You can change its words, or reset it to its original text.',
  noUnpublish:
    'This is one of the e-mails your site sends by itself, so it always stays published. Save your changes as a draft, or reset it to its original text.',
} as const

/** A system e-mail's original words (the seed's), as the fields of its template. */
export function originalTextOf(key: TemplateKey) {
  const definition: TemplateDefinition = EMAIL_TEMPLATES[key]
  return {
    subject: definition.subject,
    paragraphs: definition.paragraphs,
    buttonLabel: definition.button?.label ?? '',
    buttonUrl: definition.button?.url ?? '',
  }
}
