import { PDFDocument, type PDFFont, type PDFPage, StandardFonts, rgb } from 'pdf-lib'

/** The Lexical JSON a rich-text field stores: only the shape the renderer reads. */
export type LexicalNode = {
  type?: string
  tag?: string
  text?: string
  format?: number | string
  listType?: string
  children?: LexicalNode[]
}
export type RichTextValue = { root: LexicalNode } | null | undefined

export type PdfDocumentInput = {
  title: string
  subtitle?: string | null
  intro?: string | null
  body: RichTextValue
  /** The practice's name and the author, from site settings: the title page and the footer. */
  siteName: string
  ownerName?: string | null
  /** Written into the PDF's dates, so the same document renders to the same bytes. */
  updatedAt?: string | Date | null
}

// A5 in points: a booklet size that reads well on a phone and prints on any paper.
const PAGE = { width: 419.53, height: 595.28 }
const MARGIN = { top: 56, bottom: 60, side: 50 }
const TEXT_WIDTH = PAGE.width - 2 * MARGIN.side
const INK = rgb(0.2, 0.09, 0.18)
const ACCENT = rgb(0.45, 0.2, 0.38)
const MUTED = rgb(0.42, 0.33, 0.4)

// Lexical's text format bits.
const BOLD = 1
const ITALIC = 2

type Fonts = {
  regular: PDFFont
  bold: PDFFont
  italic: PDFFont
  boldItalic: PDFFont
  serif: PDFFont
  serifBold: PDFFont
  serifItalic: PDFFont
}

type Run = { text: string; font: PDFFont }
type Style = { size: number; leading: number; color: ReturnType<typeof rgb>; indent?: number }

/**
 * The standard PDF fonts know Windows-1252 only: typographic quotes and dashes are in it, other
 * characters (arrows, emoji) become their closest plain form or are left out, never an error.
 */
function printable(text: string, font: PDFFont): string {
  const known = new Set(font.getCharacterSet())
  let out = ''
  for (const char of text.replace(/\u00a0/g, ' ').replace(/[\u2192\u21d2]/g, '->')) {
    if (known.has(char.codePointAt(0)!)) out += char
    else {
      const plain = char.normalize('NFKD').replace(/[^\x20-\x7e]/g, '')
      out += [...plain].filter((c) => known.has(c.codePointAt(0)!)).join('')
    }
  }
  return out
}

class Layout {
  page!: PDFPage
  y = 0
  readonly pages: PDFPage[] = []

  constructor(
    readonly pdf: PDFDocument,
    readonly fonts: Fonts,
  ) {}

  newPage() {
    this.page = this.pdf.addPage([PAGE.width, PAGE.height])
    this.pages.push(this.page)
    this.y = PAGE.height - MARGIN.top
  }

  /** Room for `height` more points on this page, or a fresh page. */
  ensure(height: number) {
    if (this.y - height < MARGIN.bottom) this.newPage()
  }

  space(points: number) {
    this.y -= points
  }

  /** Wraps styled runs into lines no wider than the text column and draws them. */
  paragraph(runs: Run[], style: Style, { keepWithNext = 0 } = {}) {
    const indent = style.indent ?? 0
    const width = TEXT_WIDTH - indent
    const words: Run[] = []
    for (const run of runs) {
      const text = printable(run.text, run.font)
      for (const part of text.split(/(\s+)/)) {
        if (part) words.push({ text: /^\s+$/.test(part) ? ' ' : part, font: run.font })
      }
    }
    const lines: Run[][] = []
    let line: Run[] = []
    let lineWidth = 0
    for (const word of words) {
      const wordWidth = word.font.widthOfTextAtSize(word.text, style.size)
      if (word.text === ' ') {
        if (line.length === 0) continue
      } else if (lineWidth + wordWidth > width && line.length > 0) {
        while (line.at(-1)?.text === ' ') line.pop()
        lines.push(line)
        line = []
        lineWidth = 0
      }
      line.push(word)
      lineWidth += wordWidth
    }
    while (line.at(-1)?.text === ' ') line.pop()
    if (line.length) lines.push(line)

    lines.forEach((words, index) => {
      // A heading never ends a page alone: it keeps the first lines of what follows with it.
      this.ensure(style.leading + (index === 0 ? keepWithNext : 0))
      this.y -= style.leading
      let x = MARGIN.side + indent
      for (const word of words) {
        if (word.text !== ' ') {
          this.page.drawText(word.text, {
            x,
            y: this.y,
            size: style.size,
            font: word.font,
            color: style.color,
          })
        }
        x += word.font.widthOfTextAtSize(word.text, style.size)
      }
    })
    return lines.length
  }
}

const formatBits = (format: LexicalNode['format']) => (typeof format === 'number' ? format : 0)

/** The text of a node's inline children, each run in the font its bold/italic bits ask for. */
function runsOf(node: LexicalNode, fonts: Fonts, base: 'sans' | 'serif' = 'sans'): Run[] {
  const runs: Run[] = []
  for (const child of node.children ?? []) {
    if (child.type === 'text' && child.text) {
      const bits = formatBits(child.format)
      const bold = Boolean(bits & BOLD)
      const italic = Boolean(bits & ITALIC)
      const font =
        base === 'serif'
          ? italic
            ? fonts.serifItalic
            : bold
              ? fonts.serifBold
              : fonts.serif
          : bold && italic
            ? fonts.boldItalic
            : bold
              ? fonts.bold
              : italic
                ? fonts.italic
                : fonts.regular
      runs.push({ text: child.text, font })
    } else if (child.type === 'linebreak') {
      runs.push({ text: ' ', font: fonts.regular })
    } else if (child.children) {
      // Links and other inline wrappers: their words, in the same flow.
      runs.push(...runsOf(child, fonts, base))
    }
  }
  return runs
}

const BODY: Style = { size: 10.5, leading: 15.5, color: INK }
const HEADINGS: Record<string, Style> = {
  h1: { size: 19, leading: 24, color: ACCENT },
  h2: { size: 15.5, leading: 20, color: ACCENT },
  h3: { size: 12.5, leading: 17, color: INK },
}

function renderBlocks(layout: Layout, nodes: LexicalNode[], fonts: Fonts, depth = 0) {
  for (const node of nodes) {
    switch (node.type) {
      case 'heading': {
        const style = HEADINGS[node.tag ?? 'h2'] ?? HEADINGS.h3!
        layout.space(layout.y < PAGE.height - MARGIN.top ? style.size * 0.9 : 0)
        const runs = runsOf(node, fonts).map((run) => ({
          ...run,
          font: node.tag === 'h3' ? fonts.bold : fonts.serifBold,
        }))
        layout.paragraph(runs, style, { keepWithNext: BODY.leading * 2 })
        layout.space(5)
        break
      }
      case 'list': {
        let number = 1
        for (const item of node.children ?? []) {
          const nested = (item.children ?? []).filter((child) => child.type === 'list')
          const inline = {
            ...item,
            children: (item.children ?? []).filter((c) => c.type !== 'list'),
          }
          const runs = runsOf(inline, fonts)
          if (runs.length) {
            const indent = 14 + depth * 14
            const marker = node.listType === 'number' ? `${number}.` : '•'
            layout.ensure(BODY.leading)
            layout.page.drawText(marker, {
              x: MARGIN.side + indent - 12,
              y: layout.y - BODY.leading,
              size: BODY.size,
              font: fonts.regular,
              color: ACCENT,
            })
            layout.paragraph(runs, { ...BODY, indent })
            layout.space(3)
            number += 1
          }
          if (nested.length) renderBlocks(layout, nested, fonts, depth + 1)
        }
        layout.space(6)
        break
      }
      case 'quote': {
        const top = layout.y
        const pageBefore = layout.page
        layout.paragraph(runsOf(node, fonts, 'serif'), {
          size: 12,
          leading: 17,
          color: ACCENT,
          indent: 16,
        })
        if (layout.page === pageBefore) {
          layout.page.drawRectangle({
            x: MARGIN.side + 2,
            y: layout.y - 4,
            width: 2,
            height: top - layout.y,
            color: rgb(0.87, 0.66, 0.72),
          })
        }
        layout.space(12)
        break
      }
      case 'horizontalrule':
        layout.ensure(20)
        layout.space(10)
        layout.page.drawLine({
          start: { x: PAGE.width / 2 - 30, y: layout.y },
          end: { x: PAGE.width / 2 + 30, y: layout.y },
          thickness: 0.8,
          color: MUTED,
        })
        layout.space(10)
        break
      default: {
        // Paragraphs, and any block the editor may add later: its words, never silence.
        const runs = runsOf(node, fonts)
        if (runs.some((run) => run.text.trim())) {
          layout.paragraph(runs, BODY)
          layout.space(7)
        } else if (node.children?.length && node.type !== 'paragraph') {
          renderBlocks(layout, node.children, fonts, depth)
        } else {
          layout.space(BODY.leading / 2)
        }
      }
    }
  }
}

function centred(page: PDFPage, text: string, font: PDFFont, size: number, y: number, color = INK) {
  const clean = printable(text, font)
  page.drawText(clean, {
    x: (PAGE.width - font.widthOfTextAtSize(clean, size)) / 2,
    y,
    size,
    font,
    color,
  })
}

/**
 * A document edited in the admin as a PDF: a title page with the practice's name, the rich
 * text (headings, paragraphs, bullet and numbered lists, quotes, bold and italic), page numbers.
 */
export async function renderDocumentPdf(input: PdfDocumentInput): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  const fonts: Fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
    italic: await pdf.embedFont(StandardFonts.HelveticaOblique),
    boldItalic: await pdf.embedFont(StandardFonts.HelveticaBoldOblique),
    serif: await pdf.embedFont(StandardFonts.TimesRoman),
    serifBold: await pdf.embedFont(StandardFonts.TimesRomanBold),
    serifItalic: await pdf.embedFont(StandardFonts.TimesRomanItalic),
  }
  const date = input.updatedAt ? new Date(input.updatedAt) : new Date(0)
  pdf.setTitle(input.title, { showInWindowTitleBar: true })
  pdf.setAuthor(input.ownerName || input.siteName)
  pdf.setSubject(input.subtitle || input.title)
  pdf.setCreator(input.siteName)
  pdf.setProducer(input.siteName)
  pdf.setCreationDate(date)
  pdf.setModificationDate(date)
  pdf.setLanguage('en')

  const layout = new Layout(pdf, fonts)
  layout.newPage()
  const cover = layout.page
  centred(cover, input.siteName.toUpperCase(), fonts.regular, 9, PAGE.height - 110, MUTED)
  layout.y = PAGE.height - 190
  layout.paragraph([{ text: input.title, font: fonts.serifBold }], {
    size: 28,
    leading: 34,
    color: ACCENT,
  })
  if (input.subtitle) {
    layout.space(8)
    layout.paragraph([{ text: input.subtitle, font: fonts.serifItalic }], {
      size: 14,
      leading: 19,
      color: INK,
    })
  }
  if (input.ownerName) {
    layout.space(18)
    layout.paragraph([{ text: input.ownerName, font: fonts.bold }], { ...BODY, color: MUTED })
  }
  if (input.intro) {
    layout.space(40)
    for (const part of input.intro.split(/\n\s*\n/)) {
      layout.paragraph([{ text: part.trim(), font: fonts.italic }], BODY)
      layout.space(7)
    }
  }

  layout.newPage()
  renderBlocks(layout, input.body?.root.children ?? [], fonts)

  const total = layout.pages.length
  layout.pages.forEach((page, index) => {
    if (index === 0) return
    const footer = `${input.title}  ·  ${index + 1} / ${total}`
    centred(page, footer, fonts.regular, 8, MARGIN.bottom / 2, MUTED)
  })
  return pdf.save({ useObjectStreams: false })
}
