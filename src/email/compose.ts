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

const FIELD = /\{\{\s*([a-zA-Z][a-zA-Z0-9]*)\s*\}\}/g

/** Fills merge fields in plain text. */
export const fill = (template: string, data: MergeData) =>
  template.replace(FIELD, (_, field: string) => String(data[field] ?? ''))

const htmlText = (text: string, data: MergeData) =>
  escapeHtml(fill(text, data)).replace(/\n/g, '<br>')

/** The sender, the site and the look every message shares. */
export type Brand = { ownerName: string; siteName: string }

export type Composed = { subject: string; html: string; text: string }

/**
 * One message in the one layout (MJML, so it renders in every mail client): the owner's
 * paragraphs with merge fields filled in (escaped in HTML), the button, then the small print;
 * and the same as plain text.
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
  const filledButton =
    button?.label && button.url
      ? { label: fill(button.label, data), url: fill(button.url, data) }
      : undefined
  const footerLines = footer.map((line) => fill(line, data)).filter(Boolean)
  const textParagraphs = paragraphs.map((runs) => fill(runs.map((run) => run.text).join(''), data))

  const text = [
    ...textParagraphs,
    ...(filledButton ? [`${filledButton.label}: ${filledButton.url}`] : []),
    ...(footerLines.length ? ['', ...footerLines] : []),
  ].join('\n\n')

  const paragraphHtml = paragraphs
    .map((runs) => {
      const inner = runs
        .map((run) => {
          let html = htmlText(run.text, data)
          if (run.bold) html = `<strong>${html}</strong>`
          if (run.italic) html = `<em>${html}</em>`
          if (run.href)
            html = `<a href="${escapeHtml(fill(run.href, data))}" style="color:#55244b">${html}</a>`
          return html
        })
        .join('')
      return `<p style="margin:0 0 16px">${inner}</p>`
    })
    .join('\n')
  const footerHtml = footerLines
    .map((line) =>
      /^https?:\/\//.test(line)
        ? `<a href="${escapeHtml(line)}" style="color:#6b2f5f">${escapeHtml(line)}</a>`
        : escapeHtml(line),
    )
    .join('<br>')

  // mjml 4 renders synchronously (its shared type package describes the async mjml 5).
  const { html, errors } = mjml2html(
    `<mjml>
  <mj-head>
    <mj-title>${escapeHtml(fill(subject, data))}</mj-title>
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
          filledButton
            ? `<mj-button href="${escapeHtml(filledButton.url)}" background-color="#55244b" color="#fffaf5" border-radius="999px" font-size="16px" inner-padding="12px 24px" align="left">${escapeHtml(filledButton.label)}</mj-button>`
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
  return { subject: fill(subject, data), html, text }
}
