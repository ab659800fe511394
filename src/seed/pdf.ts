/**
 * A small, valid PDF (A5 pages, Helvetica, plain paragraphs) written byte by byte, so the seed
 * needs neither a network nor a PDF library for the course's placeholder documents.
 */
export function simplePdf(title: string, paragraphs: string[]): Buffer {
  const width = 420
  const height = 595
  const margin = 42
  const wrap = (text: string, size: number) => {
    const perLine = Math.floor((width - 2 * margin) / (size * 0.5))
    const lines: string[] = []
    let line = ''
    for (const word of text.split(/\s+/)) {
      if ((line + ' ' + word).trim().length > perLine) {
        lines.push(line)
        line = word
      } else line = (line + ' ' + word).trim()
    }
    if (line) lines.push(line)
    return lines
  }
  // PDF strings escape backslashes and parentheses; the standard fonts know Latin-1 only.
  const escape = (text: string) =>
    text
      .replace(/[’‘]/g, "'")
      .replace(/[“”]/g, '"')
      .replace(/[—–]/g, '-')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/([\\()])/g, '\\$1')

  const pages: string[][] = [[]]
  let y = height - margin
  const put = (text: string, size: number, gap: number) => {
    if (y - gap < margin) {
      pages.push([])
      y = height - margin
    }
    y -= gap
    pages.at(-1)!.push(`BT /F1 ${size} Tf ${margin} ${y} Td (${escape(text)}) Tj ET`)
  }
  for (const line of wrap(title, 18)) put(line, 18, 24)
  y -= 10
  for (const paragraph of paragraphs) {
    for (const line of wrap(paragraph, 11)) put(line, 11, 15)
    y -= 8
  }

  const objects: string[] = []
  const pageIds = pages.map((_, index) => 4 + index * 2)
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>'
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'
  pages.forEach((commands, index) => {
    const stream = commands.join('\n')
    objects[pageIds[index]!] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${width} ${height}] /Resources << /Font << /F1 3 0 R >> >> /Contents ${pageIds[index]! + 1} 0 R >>`
    objects[pageIds[index]! + 1] =
      `<< /Length ${Buffer.byteLength(stream)} >>\nstream\n${stream}\nendstream`
  })

  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  for (let id = 1; id < objects.length; id += 1) {
    offsets[id] = Buffer.byteLength(body)
    body += `${id} 0 obj\n${objects[id]}\nendobj\n`
  }
  const xref = Buffer.byteLength(body)
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n`
  for (let id = 1; id < objects.length; id += 1) {
    body += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`
  }
  body += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}
