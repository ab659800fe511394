/**
 * Watches an answer on its way out: the status and headers it was written with and the bytes of
 * its body, handed over once it has finished. The page copies (page-cache.mjs) and the built files
 * (asset-cache.mjs) hold what they see through it; where it is installed decides what it sees
 * (before compression: the bytes as sent; after it: Next's plain bytes).
 */

/**
 * @param {import('node:http').ServerResponse} res
 * @param {number} maxBytes a longer body is not kept (`onFinished` is not called)
 * @param {(answer: { status: number, headers: Record<string, any>, body: Buffer }) => void} onFinished
 *   called after the last byte, with the headers' names in lower case
 */
export function tapAnswer(res, maxBytes, onFinished) {
  const own = { writeHead: res.writeHead, write: res.write, end: res.end }
  /** @type {{ status: number, headers: Record<string, any> } | null} */
  let head = null
  /** @type {Buffer[] | null} */
  let chunks = []
  let size = 0
  const keep = (chunk, encoding) => {
    if (chunks === null || chunk == null || typeof chunk === 'function') return
    // A copy: a stream may reuse the buffer it wrote.
    const bytes =
      typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8')
        : Buffer.from(chunk)
    size += bytes.length
    if (size > maxBytes) chunks = null
    else chunks.push(bytes)
  }
  res.writeHead = function writeHead(status, reason, headers) {
    const given = typeof reason === 'string' ? headers : reason
    const all = { ...res.getHeaders() }
    if (Array.isArray(given)) {
      for (let i = 0; i < given.length; i += 2) all[String(given[i]).toLowerCase()] = given[i + 1]
    } else if (given) {
      for (const [name, value] of Object.entries(given)) all[name.toLowerCase()] = value
    }
    head = { status, headers: all }
    return own.writeHead.apply(res, arguments)
  }
  res.write = function write(chunk, encoding, callback) {
    keep(chunk, encoding)
    return own.write.call(res, chunk, encoding, callback)
  }
  res.end = function end(chunk, encoding, callback) {
    keep(chunk, encoding)
    return own.end.call(res, chunk, encoding, callback)
  }
  res.once('finish', () => {
    if (!head || chunks === null) return
    onFinished({ status: head.status, headers: head.headers, body: Buffer.concat(chunks) })
  })
}

/** Not copied into a held answer: Node writes them for the bytes it sends. */
const WRITTEN_BY_NODE = ['connection', 'keep-alive', 'transfer-encoding', 'date', 'content-length']

/**
 * The headers of a watched answer that a held copy sends again: all but those Node writes itself
 * (and `alsoDrop`), and none left undefined.
 * @param {Record<string, any>} headers
 * @param {string[]} [alsoDrop]
 */
export function headersToHold(headers, alsoDrop = []) {
  const dropped = new Set([...WRITTEN_BY_NODE, ...alsoDrop])
  const kept = {}
  for (const [name, value] of Object.entries(headers)) {
    if (!dropped.has(name) && value !== undefined) kept[name] = value
  }
  return kept
}
