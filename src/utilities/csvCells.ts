/** Spreadsheets read UTF-8 (accents, emoji in names) only with the byte-order mark. */
export const BOM = '\uFEFF'

/**
 * One CSV cell: a cell a spreadsheet would run as a formula (starting with = + - @, or a tab or
 * carriage return that hides one) gets a leading apostrophe, so an e-mail address typed as
 * "=HYPERLINK(…)" by a visitor stays text on the owner's machine; then RFC 4180 quoting.
 */
function csvCell(value: unknown): string {
  if (value === null || value === undefined) return ''
  let text = String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** One CSV line, CRLF-ended (RFC 4180). */
export const csvLine = (cells: unknown[]) => `${cells.map(csvCell).join(',')}\r\n`
