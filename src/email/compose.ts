import mjml2html from 'mjml'

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/** Values for a template's merge fields; missing ones render as empty text. */
export type MergeData = Record<string, string | number | null | undefined>

type TextRun = { text: string; bold?: boolean; italic?: boolean; href?: string }
type LexicalNode = {
  type?: string
  text?: string
  format?: number
  children?: LexicalNode[]
  fields?: { url?: string }
  url?: string
}

/** The owner's rich text as paragraphs of runs (bold, italic and links are kept). */
export function paragraphsOf(richText: unknown): TextRun[][] {
  const root = (richText as { root?: LexicalNode } | null)?.root
  const runsOf = (node: LexicalNode, href?: string): TextRun[] => {
    if (node.type === 'text' || typeof node.text === 'string') {
      const format = node.format ?? 0
      return [{ text: node.text ?? '', bold: (format & 1) > 0, italic: (format & 2) > 0, href }]
    }
    if (node.type === 'linebreak') return [{ text: '\n' }]
    const link =
      node.type === 'link' || node.type === 'autolink' ? (node.fields?.url ?? node.url) : href
    return (node.children ?? []).flatMap((child) => runsOf(child, link))
  }
  return (root?.children ?? []).map((block) => runsOf(block)).filter((runs) => runs.length > 0)
}

/** `{{field}}`, or `{{field|fallback}}`: the fallback stands in for an empty value. */
const FIELD = /\{\{\s*([a-zA-Z][a-zA-Z0-9]*)\s*(?:\|([^{}]*))?\}\}/g

/** What an empty field says when its template gives no fallback of its own. */
export const FIELD_FALLBACKS: Record<string, string> = { name: 'friend', firstName: 'friend' }

/** The field's value, or (empty) the template's fallback, or the field's own. */
function fieldText(data: MergeData, field: string, fallback: string | undefined) {
  const value = data[field]
  const text = value === null || value === undefined ? '' : String(value)
  if (text.trim()) return { text, fromData: true }
  return { text: fallback?.trim() ?? FIELD_FALLBACKS[field] ?? '', fromData: false }
}

/** Fills merge fields in plain text. */
export const fill = (template: string, data: MergeData) =>
  template.replace(
    FIELD,
    (_, field: string, fallback?: string) => fieldText(data, field, fallback).text,
  )

/** Her first name: the first word of her name ("Maya Rivers" → "Maya"). */
export const firstNameOf = (name: string | null | undefined) => name?.trim().split(/\s+/)[0] ?? ''

/** The sender, the site and the look every message shares. */
export type Brand = { ownerName: string; siteName: string }

export type Composed = { subject: string; html: string; text: string }

type Layout = {
  subject: string
  paragraphs: TextRun[][]
  button?: { label: string; url: string }
  /** The small print's lines, each marked whether its filled value is a link to show as one. */
  footer: { line: string; link: boolean }[]
  brand: Brand
}

/**
 * The layout rendered by MJML with its merge fields still in it (`{{name}}`): the costly part,
 * done once per template version and sender, not once per recipient. The fields are filled by
 * `merge`, escaped as the text around them is; a field's braces and name need no escaping, so
 * escaping then filling gives what filling then escaping would.
 */
function renderLayout({ subject, paragraphs, button, footer, brand }: Layout): string {
  const paragraphHtml = paragraphs
    .map((runs) => {
      const inner = runs
        .map((run) => {
          let html = escapeHtml(run.text).replace(/\n/g, '<br>')
          if (run.bold) html = `<strong>${html}</strong>`
          if (run.italic) html = `<em>${html}</em>`
          if (run.href) html = `<a href="${escapeHtml(run.href)}" style="color:#55244b">${html}</a>`
          return html
        })
        .join('')
      return `<p style="margin:0 0 16px">${inner}</p>`
    })
    .join('\n')
  const footerHtml = footer
    .map(({ line, link }) =>
      link
        ? `<a href="${escapeHtml(line)}" style="color:#6b2f5f">${escapeHtml(line)}</a>`
        : escapeHtml(line),
    )
    .join('<br>')

  // mjml 4 renders synchronously (its shared type package describes the async mjml 5).
  const { html, errors } = mjml2html(
    `<mjml>
  <mj-head>
    <mj-title>${escapeHtml(subject)}</mj-title>
    <mj-attributes>
      <mj-all font-family="Georgia, 'Times New Roman', serif" />
      <mj-text font-size="17px" line-height="1.6" color="#2a1026" />
    </mj-attributes>
  </mj-head>
  <mj-body background-color="#fffaf5" width="600px">
    <mj-section padding="24px 0 8px">
      <mj-column>
        <mj-text font-size="14px" letter-spacing="2px" color="#6b2f5f" align="center">${escapeHtml(brand.siteName.toUpperCase())}</mj-text>
      </mj-column>
    </mj-section>
    <mj-section background-color="#ffffff" padding="24px">
      <mj-column>
        <mj-text>${paragraphHtml}</mj-text>
        ${
          button
            ? `<mj-button href="${escapeHtml(button.url)}" background-color="#55244b" color="#fffaf5" border-radius="999px" font-size="16px" inner-padding="12px 24px" align="left">${escapeHtml(button.label)}</mj-button>`
            : ''
        }
        ${
          footerHtml
            ? `<mj-divider border-color="#f3e8f1" border-width="1px" /><mj-text font-size="13px" color="#6b2f5f">${footerHtml}</mj-text>`
            : ''
        }
      </mj-column>
    </mj-section>
    <mj-section padding="8px 0 24px">
      <mj-column>
        <mj-text font-size="12px" color="#6b2f5f" align="center">${escapeHtml(brand.ownerName)} · ${escapeHtml(brand.siteName)}</mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`,
    { validationLevel: 'soft', keepComments: false },
  ) as unknown as { html: string; errors: { formattedMessage: string }[] }
  if (errors.length)
    throw new Error(`E-mail layout: ${errors.map((e) => e.formattedMessage).join('; ')}`)
  return html
}

/** Rendered layouts by their content: a template edit or a new sender makes a new one. */
const layouts = new Map<string, string>()
const LAYOUTS_KEPT = 200

/** How many times MJML has run in this process (the compile-once test reads it). */
export let layoutRenders = 0

function cachedLayout(layout: Layout): string {
  const key = JSON.stringify(layout)
  const cached = layouts.get(key)
  if (cached !== undefined) return cached
  const html = renderLayout(layout)
  layoutRenders++
  // The oldest goes first: a map keeps the order in which keys were added.
  if (layouts.size >= LAYOUTS_KEPT) layouts.delete(layouts.keys().next().value!)
  layouts.set(key, html)
  return html
}

/**
 * Fills the merge fields of a rendered layout, each value escaped for HTML. A fallback written in
 * the template was escaped with the layout around it already.
 */
const merge = (html: string, data: MergeData) =>
  html.replace(FIELD, (_, field: string, fallback?: string) => {
    const { text, fromData } = fieldText(data, field, fallback)
    return !fromData && fallback !== undefined ? text : escapeHtml(text)
  })

/**
 * One message in the one layout (MJML, so it renders in every mail client): the owner's
 * paragraphs with merge fields filled in (escaped in HTML), the button, then the small print;
 * and the same as plain text. The layout is rendered once per template and sender; each
 * recipient costs a string merge.
 */
export function compose({
  subject,
  paragraphs,
  button,
  footer = [],
  data,
  brand,
}: {
  subject: string
  paragraphs: TextRun[][]
  button?: { label: string; url: string }
  footer?: string[]
  data: MergeData
  brand: Brand
}): Composed {
  const hasButton = Boolean(button?.label && button.url)
  // A line whose fields are all empty is left out; one that fills to an address is a link.
  const footerShape = footer
    .map((line) => ({ line, filled: fill(line, data) }))
    .filter(({ filled }) => filled)
  const textParagraphs = paragraphs.map((runs) => fill(runs.map((run) => run.text).join(''), data))
  const filledButton = hasButton
    ? { label: fill(button!.label, data), url: fill(button!.url, data) }
    : undefined

  const text = [
    ...textParagraphs,
    ...(filledButton ? [`${filledButton.label}: ${filledButton.url}`] : []),
    ...(footerShape.length ? ['', ...footerShape.map(({ filled }) => filled)] : []),
  ].join('\n\n')

  const html = merge(
    cachedLayout({
      subject,
      paragraphs,
      button: hasButton ? button : undefined,
      footer: footerShape.map(({ line, filled }) => ({
        line,
        link: /^https?:\/\//.test(filled),
      })),
      brand,
    }),
    data,
  )
  return { subject: fill(subject, data), html, text }
}
