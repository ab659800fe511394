// npm run admin:link [email]: prints a fresh single-use sign-in link to the Admin Center on this
// console, for when the owner cannot receive e-mail (no SMTP yet, a lost inbox). Whoever runs it
// has the server's database already; the link is never written to a log.
import { getPayload } from 'payload'

import config from '../payload.config'
import { MAGIC_LINK_MINUTES } from '../src/auth/session'
import { createAccessLink } from '../src/commerce/accessLinks'
import { asSystem } from '../src/core/operation'

const email = (process.argv[2] || process.env.ADMIN_EMAIL || 'owner@example.com')
  .trim()
  .toLowerCase()
const payload = await getPayload({ config })
let exitCode = 0
try {
  const { docs } = await payload.find({
    collection: 'users',
    where: { and: [{ email: { equals: email } }, { role: { equals: 'admin' } }] },
    limit: 1,
    depth: 0,
    ...asSystem('adminSignIn'),
  })
  if (!docs[0]) {
    console.error(`No admin account has the address ${email}.`)
    exitCode = 1
  } else {
    const link = await createAccessLink(payload, {
      email,
      purpose: 'admin',
      validForMinutes: MAGIC_LINK_MINUTES,
    })
    process.stdout.write(
      `\nSign-in link for ${email} (works once, within ${MAGIC_LINK_MINUTES} minutes):\n\n  ${link}\n\n`,
    )
  }
} finally {
  await payload.destroy()
}
process.exit(exitCode)
