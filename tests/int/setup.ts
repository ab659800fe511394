// Integration tests run against a throw-away database that `npm test` creates (app_int on an
// ephemeral cluster). Refuse anything else so a stray run can never touch the developer's data.
const url = process.env.DATABASE_URL
if (!url || !new URL(url).pathname.endsWith('_int')) {
  throw new Error(
    'Integration tests need a throw-away database whose name ends in _int: run them with `npm test`.',
  )
}
process.env.PAYLOAD_SECRET ||= 'integration-test-secret'
if (!process.env.MEDIA_DIR)
  throw new Error('Integration tests need MEDIA_DIR (a temporary folder).')
