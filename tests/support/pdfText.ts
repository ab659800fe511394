import { inflateSync } from 'node:zlib'

const winAnsi = new TextDecoder('windows-1252')
const utf16 = new TextDecoder('utf-16be')

/** A PDF hex string's text: UTF-16 with its byte-order mark (metadata), else Windows-1252. */
function decodeHex(hex: string) {
  const bytes = Buffer.from(hex.length % 2 ? `${hex}0` : hex, 'hex')
  return bytes[0] === 0xfe && bytes[1] === 0xff
    ? utf16.decode(bytes.subarray(2))
    : winAnsi.decode(bytes)
}

/**
 * What a reader of the PDF sees: the words its pages draw (every `Tj`, compressed streams
 * inflated) and its metadata strings. Enough for files made with the standard fonts, as ours are.
 */
export function pdfText(bytes: Uint8Array): { text: string; metadata: string } {
  const file = Buffer.from(bytes)
  const latin = file.toString('latin1')
  const streams: string[] = []
  const start = /(?<!end)stream\r?\n/g
  for (let match = start.exec(latin); match; match = start.exec(latin)) {
    const from = match.index + match[0].length
    const to = latin.indexOf('endstream', from)
    const raw = file
      .subarray(from, to)
      .toString('latin1')
      .replace(/\r?\n$/, '')
    const data = Buffer.from(raw, 'latin1')
    try {
      streams.push(inflateSync(data).toString('latin1'))
    } catch {
      streams.push(raw)
    }
    start.lastIndex = to
  }
  const words: string[] = []
  for (const content of streams) {
    for (const [, hex, literal] of content.matchAll(
      /<([0-9A-Fa-f\s]*)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g,
    )) {
      words.push(hex !== undefined ? decodeHex(hex.replace(/\s/g, '')) : literal!)
    }
  }
  // Outside the streams: the document's title, author and subject.
  const metadata = [...latin.replace(/stream[\s\S]*?endstream/g, '').matchAll(/<([0-9A-Fa-f]+)>/g)]
    .map(([, hex]) => decodeHex(hex!))
    .join(' ')
  return { text: words.join(' ').replace(/\s+/g, ' '), metadata }
}
