// npm run mcp:key [label]: prints a new key for one of the owner's AI apps (Claude Desktop,
// ChatGPT, …) on this console, for connecting an app without opening the Admin Center. Whoever
// runs it has the server's database already. The key is made by the same operation as the
// Settings tab's (createMcpKey, as the owner): only its hash is stored, and it is never logged.
import { createLocalReq, getPayload } from 'payload'

import config from '../payload.config'
import { catalogue } from '../src/catalogue'
import { invoke } from '../src/core/defineOperation'
import { asSystem } from '../src/core/operation'
import { getServerSideURL } from '../src/utilities/getURL'

const label = (process.argv[2] || 'My AI app').trim()
const email = (process.env.ADMIN_EMAIL || 'owner@example.com').trim().toLowerCase()
const payload = await getPayload({ config })
let exitCode = 0
try {
  // The owner's account: the one of ADMIN_EMAIL, else the only admin there is.
  const { docs } = await payload.find({
    collection: 'users',
    where: { role: { equals: 'admin' } },
    sort: 'createdAt',
    limit: 10,
    depth: 0,
    ...asSystem('aiAppKeys'),
  })
  const owner = docs.find((user) => user.email === email) ?? (docs.length === 1 ? docs[0] : null)
  if (!owner) {
    console.error(`No owner account has the address ${email}.`)
    exitCode = 1
  } else {
    const req = await createLocalReq({ user: { ...owner, collection: 'users' } }, payload)
    const created = await invoke(catalogue.createMcpKey, req, { label })
    process.stdout.write(
      [
        '',
        `New key for "${created.label}" (belongs to ${owner.email}; shown only now, copy it):`,
        '',
        `  ${created.key}`,
        '',
        `Connect your AI app to ${getServerSideURL()}/api/mcp with the header`,
        `  Authorization: Bearer ${created.key}`,
        'Revoke it any time in the Admin Center: Settings → Your AI apps.',
        '',
        '',
      ].join('\n'),
    )
  }
} catch (error) {
  console.error((error as Error).message)
  exitCode = 1
} finally {
  await payload.destroy()
}
process.exit(exitCode)
