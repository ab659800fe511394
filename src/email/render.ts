export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/** Plain paragraphs and one button, as text and as simple HTML that every mail client shows. */
export function renderEmail(
  paragraphs: string[],
  action: { label: string; url: string },
  footer: string[],
) {
  const text = [...paragraphs, `${action.label}: ${action.url}`, '', ...footer].join('\n\n')
  const html = `<div style="font-family:Georgia,serif;font-size:17px;line-height:1.6;color:#2a1026;max-width:560px">
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#55244b;color:#fffaf5;padding:12px 24px;border-radius:999px;text-decoration:none">${escapeHtml(action.label)}</a></p>
<hr style="border:none;border-top:1px solid #f3e8f1">
${footer.map((p) => `<p style="font-size:13px;color:#6b2f5f">${p.startsWith('http') ? `<a href="${escapeHtml(p)}">${escapeHtml(p)}</a>` : escapeHtml(p)}</p>`).join('\n')}
</div>`
  return { text, html }
}
