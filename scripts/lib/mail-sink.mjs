// A real SMTP peer for the browser tests' server, and a small HTTP window onto what it received.
// The server under test sends through SMTP exactly as in production; tests read the mailbox with
// GET /messages?to=<address> (JSON: [{to, subject, text, receivedAt}]).
import http from 'node:http'

import { SMTPServer } from 'smtp-server'

const undoQuotedPrintable = (text) =>
  text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)))

/**
 * The message as a mail client shows it: quoted-printable soft breaks and escapes undone in the
 * parts sent quoted-printable, and only there (a plain 7-bit part's "token=DA…" is not an escape).
 */
export function readable(raw) {
  return raw
    .split(/(\r?\n--[^\r\n]+\r?\n)/)
    .map((chunk) => {
      const headerEnd = chunk.search(/\r?\n\r?\n/)
      if (headerEnd === -1) return chunk
      const head = chunk.slice(0, headerEnd)
      if (!/^Content-Transfer-Encoding:\s*quoted-printable/im.test(head)) return chunk
      return head + undoQuotedPrintable(chunk.slice(headerEnd))
    })
    .join('')
}

/** Decodes an RFC 2047 header ("=?UTF-8?Q?...?=" or "?B?"), enough for subjects. */
function decodeHeader(value) {
  return value.replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=\s*/g, (_, charset, encoding, text) => {
    const bytes =
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (__, hex) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          )
    return bytes.toString(charset.toLowerCase() === 'utf-8' ? 'utf8' : 'latin1')
  })
}

function parse(raw, to) {
  const headerEnd = raw.indexOf('\r\n\r\n')
  const headers = raw.slice(0, headerEnd).replace(/\r\n[ \t]+/g, ' ')
  const subject = decodeHeader(/^Subject: (.*)$/im.exec(headers)?.[1] ?? '')
  // Nodemailer sends UTF-8 text as quoted-printable: decode byte-wise so accents survive.
  const text = Buffer.from(readable(raw), 'latin1').toString('utf8')
  return { to, subject, text, receivedAt: new Date().toISOString() }
}

export async function startMailSink() {
  const messages = []
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = []
      stream.on('data', (chunk) => chunks.push(chunk))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('latin1')
        messages.push(
          parse(
            raw,
            session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          ),
        )
        callback()
      })
    },
  })
  await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve))

  const web = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://localhost')
    const to = url.searchParams.get('to')?.toLowerCase()
    const found = to ? messages.filter((m) => m.to.includes(to)) : messages
    res.setHeader('content-type', 'application/json')
    res.end(JSON.stringify(found))
  })
  await new Promise((resolve) => web.listen(0, '127.0.0.1', resolve))

  return {
    smtpUrl: `smtp://127.0.0.1:${smtp.server.address().port}`,
    mailboxUrl: `http://127.0.0.1:${web.address().port}`,
    stop: () =>
      Promise.all([
        new Promise((resolve) => smtp.close(resolve)),
        new Promise((resolve) => web.close(resolve)),
      ]),
  }
}
