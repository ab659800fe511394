import type { ContentBlock } from '@/payload-types'

/** Builds Lexical rich text from plain paragraphs, for seed content. */
export function richText(paragraphs: string[]): ContentBlock['body'] {
  return {
    root: {
      type: 'root',
      format: '',
      indent: 0,
      version: 1,
      direction: 'ltr',
      children: paragraphs.map((text) => ({
        type: 'paragraph',
        format: '',
        indent: 0,
        version: 1,
        direction: 'ltr',
        textFormat: 0,
        textStyle: '',
        children: [
          { type: 'text', text, format: 0, detail: 0, mode: 'normal', style: '', version: 1 },
        ],
      })),
    },
  }
}

type Inline = Record<string, unknown>
const textNode = (text: string, format = 0): Inline => ({
  type: 'text',
  text,
  format,
  detail: 0,
  mode: 'normal',
  style: '',
  version: 1,
})
const element = (type: string, children: Inline[], extra: Inline = {}): Inline => ({
  type,
  format: '',
  indent: 0,
  version: 1,
  direction: 'ltr',
  children,
  ...extra,
})

const LINK = /^\[([^\]]+)\]\(([^)]+)\)$/

/** `**bold**`, `*italic*` and `[words](/path)` in a seed sentence, as Lexical nodes. */
function inline(text: string): Inline[] {
  return text
    .split(/(\*\*[^*]+\*\*|\*[^*]+\*|\[[^\]]+\]\([^)]+\))/)
    .filter(Boolean)
    .map((part) => {
      const link = LINK.exec(part)
      // Lexical's link node as Payload's editor saves it (version 3), so she can edit it there.
      if (link) {
        return element('link', [textNode(link[1]!)], {
          version: 3,
          fields: { linkType: 'custom', url: link[2]!, newTab: false },
        })
      }
      return part.startsWith('**')
        ? textNode(part.slice(2, -2), 1)
        : part.startsWith('*')
          ? textNode(part.slice(1, -1), 2)
          : textNode(part)
    })
}

/** One block of a seeded document: a paragraph is a plain string. */
export type DocumentBlock =
  string | { h2: string } | { h3: string } | { ul: string[] } | { ol: string[] } | { quote: string }

/** Builds a Lexical document (headings, paragraphs, lists, quotes) for seeded rich text. */
export function richDocument(blocks: DocumentBlock[]) {
  const list = (items: string[], listType: 'bullet' | 'number') =>
    element(
      'list',
      items.map((item, index) => element('listitem', inline(item), { value: index + 1 })),
      { listType, start: 1, tag: listType === 'number' ? 'ol' : 'ul' },
    )
  return {
    root: {
      type: 'root',
      format: '' as const,
      indent: 0,
      version: 1,
      direction: 'ltr' as const,
      children: blocks.map((block) => {
        if (typeof block === 'string') {
          return element('paragraph', inline(block), { textFormat: 0, textStyle: '' })
        }
        if ('h2' in block) return element('heading', inline(block.h2), { tag: 'h2' })
        if ('h3' in block) return element('heading', inline(block.h3), { tag: 'h3' })
        if ('ul' in block) return list(block.ul, 'bullet')
        if ('ol' in block) return list(block.ol, 'number')
        return element('quote', inline(block.quote))
      }),
    },
  }
}
