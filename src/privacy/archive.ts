import { strToU8, zipSync } from 'fflate'

import type { PersonExport } from './operations/exportPerson'

/*
 * "Download her data": one .zip with the export as JSON (for a machine) and as one HTML page (for
 * her to read), which every system opens without installing anything.
 */

/** A zip (deflate, UTF-8 names) of the given files, dated `at`. */
export function zipFiles(files: { name: string; content: string }[], at = new Date()): Uint8Array {
  return zipSync(
    Object.fromEntries(files.map((file) => [file.name, [strToU8(file.content), { mtime: at }]])),
  )
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

const cell = (value: unknown) =>
  escapeHtml(
    value === null || value === undefined
      ? ''
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value),
  )

/** The export as one page she can open in any browser: a table per kind of record. */
export function exportPage(data: PersonExport, siteName: string): string {
  const sections = data.records
    .filter((record) => record.rows.length > 0)
    .map((record) => {
      const columns = [...new Set(record.rows.flatMap((row) => Object.keys(row)))]
      return `<section><h2>${escapeHtml(record.label)} (${record.rows.length})</h2>
<div class="scroll"><table><thead><tr>${columns.map((name) => `<th scope="col">${escapeHtml(name)}</th>`).join('')}</tr></thead>
<tbody>${record.rows.map((row) => `<tr>${columns.map((name) => `<td>${cell(row[name])}</td>`).join('')}</tr>`).join('\n')}</tbody></table></div></section>`
    })
    .join('\n')
  const elsewhere = data.elsewhere
    .map(
      (place) => `<li><strong>${escapeHtml(place.where)}</strong>: ${escapeHtml(place.what)}</li>`,
    )
    .join('\n')
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Your data at ${escapeHtml(siteName)}</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;line-height:1.5;color:#222}
table{border-collapse:collapse;font-size:.85rem}th,td{border:1px solid #ccc;padding:.3rem .5rem;text-align:left;vertical-align:top}
.scroll{overflow-x:auto}</style></head>
<body><h1>Your data at ${escapeHtml(siteName)}</h1>
<p>Everything this site holds about ${escapeHtml(data.person.email)}${data.person.name ? ` (${escapeHtml(data.person.name)})` : ''}, as of ${escapeHtml(data.madeAt)}. The same data, for a computer, is in data.json beside this file.</p>
${sections || '<p>Nothing is stored about this address.</p>'}
<section><h2>Kept elsewhere</h2><ul>${elsewhere}</ul></section>
</body></html>
`
}

/** The archive's file name: the address made safe for a file name, and the day. */
export const archiveName = (email: string, at = new Date()) =>
  `data-${email.replace(/[^a-z0-9.@_-]/gi, '_')}-${at.toISOString().slice(0, 10)}.zip`
