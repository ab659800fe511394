import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import { createHash } from 'node:crypto'
import { createLocalReq, type Payload, type PayloadRequest, type SanitizedConfig } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { User } from '@/payload-types'

import { callEndpoint } from './callEndpoint'
import { seededSiteMailingTo } from './seededSite'
import { SmtpPeer } from './smtpPeer'

/**
 * Her own AI apps reach her business over MCP at /api/mcp, with a key she made.
 * The official SDK's client talks to it over real HTTP (a node:http server handing each request
 * to Payload's own routing, auth included). It lists the assistant's tools (never a collection's
 * raw create/update/delete), reads the Overview's figure, and a changing tool only proposes: the
 * database is unchanged until she accepts. Keys are refused when missing, wrong or revoked, and
 * her browser's session alone does not open it.
 */

delete process.env.OPENAI_API_KEY
const peer = new SmtpPeer()
let payload: Payload
let config: SanitizedConfig
let owner: User
let ownerCookie = ''
let server: Server
let mcpUrl = ''
/** Who Payload's auth found on the last /api/mcp request (before the endpoint ran). */
let lastAuthUser: unknown = null
const stamp = Date.now()

/** Serves /api/* through Payload's routing, as `npm start` does. */
async function startHttp() {
  const { handleEndpoints } = await import('payload')
  server = createServer(async (incoming, outgoing) => {
    const chunks: Buffer[] = []
    for await (const chunk of incoming) chunks.push(chunk as Buffer)
    const headers = new Headers()
    for (const [name, value] of Object.entries(incoming.headers)) {
      if (typeof value === 'string') headers.set(name, value)
    }
    const url = `http://localhost:3000${incoming.url}`
    if (incoming.url?.startsWith('/api/mcp')) {
      lastAuthUser = (await payload.auth({ headers })).user
    }
    const response = await handleEndpoints({
      config,
      request: new Request(url, {
        method: incoming.method,
        headers,
        body: chunks.length ? Buffer.concat(chunks) : undefined,
      }),
    })
    outgoing.writeHead(response.status, Object.fromEntries(response.headers.entries()))
    outgoing.end(Buffer.from(await response.arrayBuffer()))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  mcpUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/mcp`
}

/** One of the Settings tab's key routes, as the owner's browser sends it. */
async function adminPost(path: string, body: unknown, cookie = ownerCookie) {
  const { handleEndpoints } = await import('payload')
  const response = await handleEndpoints({
    config,
    request: new Request(`http://localhost:3000/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    }),
  })
  return { status: response.status, json: (await response.json()) as Record<string, unknown> }
}

const initialize = {
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: {
    protocolVersion: '2025-06-18',
    capabilities: {},
    clientInfo: { name: 'raw', version: '1' },
  },
}

/** A raw MCP request, as an app without (or with a bad) key would send it. */
const rawPost = (headers: Record<string, string>) =>
  fetch(mcpUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      ...headers,
    },
    body: JSON.stringify(initialize),
  })

async function connect(key: string) {
  const client = new Client({ name: 'Claude desktop test', version: '1.0.0' })
  const transport = new StreamableHTTPClientTransport(new URL(mcpUrl), {
    requestInit: { headers: { Authorization: `Bearer ${key}` } },
  })
  await client.connect(transport)
  return client
}

const textOf = (result: unknown) =>
  ((result as { content: { type: string; text: string }[] }).content[0]?.text ?? '') as string

/** A visitor's sign-up through the public form's route. */
async function signUp(email: string, name: string) {
  const { leadsEndpoint } = await import('@/endpoints/leads')
  const response = await callEndpoint(payload, leadsEndpoint, {
    body: { email, name, source: 'meditation-download' },
  })
  expect(response.status).toBe(201)
}

const ownerReq = async () => (await createLocalReq({ user: owner }, payload)) as PayloadRequest

let key = ''
let keyId = 0

beforeAll(async () => {
  ;({ payload, owner } = await seededSiteMailingTo(peer))
  config = (await import('@payload-config')).default as unknown as SanitizedConfig
  const { startAdminSession } = await import('@/auth/session')
  ownerCookie = (
    await startAdminSession((await createLocalReq({}, payload)) as PayloadRequest, owner)
  ).split(';')[0]!
  await startHttp()
  const created = await adminPost('/admin/mcp-keys', { label: 'Claude desktop' })
  expect(created.status).toBe(201)
  key = String(created.json.key)
  keyId = Number(created.json.id)
})

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve))
  peer.stop()
})

describe('keys', () => {
  it('a key is shown once and only its hash is kept; a stranger cannot make one', async () => {
    expect(key).toMatch(/^[\w-]{40,}$/)
    const rows = (await payload.db.pool.query('select * from mcp_keys where id = $1', [keyId])) as {
      rows: Record<string, unknown>[]
    }
    const row = rows.rows[0]!
    expect(row.key_hash).toBe(createHash('sha256').update(key).digest('hex'))
    expect(row.prefix).toBe(key.slice(0, 8))
    expect(JSON.stringify(row)).not.toContain(key)
    expect(row.owner_id).toBe(owner.id)

    expect((await adminPost('/admin/mcp-keys', { label: 'Mine' }, '')).status).toBe(401)
    expect((await adminPost('/admin/mcp-keys', { label: '  ' })).status).toBe(400)
    // Payload's REST route stays closed: keys are made by the operation alone.
    const { handleEndpoints } = await import('payload')
    const rest = await handleEndpoints({
      config,
      request: new Request('http://localhost:3000/api/mcp-keys', {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: ownerCookie },
        body: JSON.stringify({ label: 'x', keyHash: 'y', prefix: 'z', owner: owner.id }),
      }),
    })
    expect(rest.status).toBe(403)
  })

  it('no key, a wrong key and her session cookie alone are refused with 401', async () => {
    const none = await rawPost({})
    expect(none.status).toBe(401)
    expect(none.headers.get('www-authenticate')).toMatch(/^Bearer/)
    expect(((await none.json()) as { message: string }).message).toMatch(/Your AI apps/)

    const wrong = await rawPost({ authorization: `Bearer ${key.slice(0, -2)}xx` })
    expect(wrong.status).toBe(401)

    const cookieOnly = await rawPost({ cookie: ownerCookie })
    // Payload's auth did find her: the endpoint itself refuses a session without a key.
    expect((lastAuthUser as User | null)?.id).toBe(owner.id)
    expect(cookieOnly.status).toBe(401)

    expect((await fetch(mcpUrl, { headers: { authorization: `Bearer ${key}` } })).status).toBe(405)
  })
})

describe('the MCP client with her key', () => {
  let client: Client

  beforeAll(async () => {
    client = await connect(key)
  })
  afterAll(async () => {
    await client?.close()
  })

  it('lists the assistant’s tools: reads and proposals of the catalogue, no collection CRUD', async () => {
    const { tools } = await client.listTools()
    const names = tools.map((tool) => tool.name)
    const { catalogue } = await import('@/catalogue')
    expect(names).toEqual(expect.arrayContaining(['getOverview', 'findPeople', 'tagPeople']))
    // Every tool is an owner operation of the catalogue (never a raw collection write).
    for (const name of names) {
      expect(catalogue[name as keyof typeof catalogue]?.audience, name).toBe('owner')
    }
    const slugs = payload.config.collections.map((collection) => collection.slug)
    const crud = slugs.flatMap((slug) => {
      const pascal = slug.replace(/(^|-)(\w)/g, (_, __, letter: string) => letter.toUpperCase())
      return ['create', 'update', 'delete', 'find'].map((verb) => `${verb}${pascal}`)
    })
    expect(names.filter((name) => crud.includes(name))).toEqual([])
    expect(names).not.toContain('createMcpKey')
    expect(names).not.toContain('revokeMcpKey')
    expect(names).not.toContain('listMcpKeys')
    const overview = tools.find((tool) => tool.name === 'getOverview')!
    expect(overview.inputSchema.type).toBe('object')
    expect(overview.annotations?.readOnlyHint).toBe(true)
  })

  it('a read tool answers with the figure the Overview shows', async () => {
    await signUp(`mcp-reader-${stamp}@example.com`, 'Mia Reader')
    const result = await client.callTool({ name: 'getOverview', arguments: {} })
    expect(result.isError).toBeFalsy()
    const answered = JSON.parse(textOf(result)) as { totalLeads: number; applications: number }
    const { catalogue } = await import('@/catalogue')
    const { invoke } = await import('@/core/defineOperation')
    const overview = await invoke(catalogue.getOverview, await ownerReq(), {})
    expect(overview.totalLeads).toBeGreaterThan(0)
    expect(answered.totalLeads).toBe(overview.totalLeads)
    expect(answered.applications).toBe(overview.applications)
  })

  it('a write tool proposes, changes nothing, and is done once she accepts it', async () => {
    const email = `mcp-tag-${stamp}@example.com`
    await signUp(email, 'Tia Tagged')
    const contact = (
      await payload.find({ collection: 'contacts', where: { email: { equals: email } } })
    ).docs[0]!
    const tagName = `From Claude ${stamp}`
    const tagsOf = async () =>
      (await payload.findByID({ collection: 'contacts', id: contact.id, depth: 1 })).tags ?? []
    const before = await tagsOf()

    const result = await client.callTool({
      name: 'tagPeople',
      arguments: { contacts: [contact.id], tagName },
    })
    expect(result.isError).toBeFalsy()
    expect(textOf(result)).toMatch(
      /^Waiting for your Accept in the Admin Center \(AI Assistant → history\): /,
    )
    // Nothing changed: no tag of that name, her tags as before.
    const tags = await payload.find({ collection: 'tags', where: { name: { equals: tagName } } })
    expect(tags.totalDocs).toBe(0)
    expect(await tagsOf()).toEqual(before)

    // It waits in her history as this app's suggestion.
    const { docs } = await payload.find({
      collection: 'assistant-commands',
      where: { source: { equals: 'mcp' } },
      sort: '-createdAt',
      limit: 1,
    })
    const row = docs[0]!
    expect(row.status).toBe('proposed')
    expect(row.sourceLabel).toBe('Claude desktop')
    expect(row.command).toBe('Claude desktop: tagPeople')

    const { catalogue } = await import('@/catalogue')
    const { invoke } = await import('@/core/defineOperation')
    await invoke(catalogue.acceptProposal, await ownerReq(), { id: row.id })
    const after = await tagsOf()
    expect(after.map((tag) => (typeof tag === 'object' ? tag.name : tag))).toContain(tagName)
  })

  it('a bad argument comes back as the tool’s error in her words, nothing recorded', async () => {
    const recorded = () =>
      payload.count({ collection: 'assistant-commands', where: { source: { equals: 'mcp' } } })
    const before = (await recorded()).totalDocs
    const result = await client.callTool({ name: 'tagPeople', arguments: { contacts: [] } })
    expect(result.isError).toBe(true)
    expect(textOf(result)).toMatch(/people/i)
    const unknown = await client.callTool({ name: 'deleteContacts', arguments: {} })
    expect(unknown.isError).toBe(true)
    expect((await recorded()).totalDocs).toBe(before)
  })

  it('her key list shows it used; once revoked, the same key is refused at once', async () => {
    const { catalogue } = await import('@/catalogue')
    const { invoke } = await import('@/core/defineOperation')
    const listed = await invoke(catalogue.listMcpKeys, await ownerReq(), {})
    const line = listed.keys.find((entry) => entry.id === keyId)!
    expect(line).toMatchObject({ label: 'Claude desktop', prefix: key.slice(0, 8), revoked: null })
    expect(line.lastUsed).not.toBeNull()
    expect(JSON.stringify(listed)).not.toContain(key)

    expect((await adminPost(`/admin/mcp-keys/${keyId}/revoke`, {})).status).toBe(200)
    const refused = await rawPost({ authorization: `Bearer ${key}` })
    expect(refused.status).toBe(401)
    await expect(client.listTools()).rejects.toThrow(/unknown or was revoked/)
    const again = await invoke(catalogue.listMcpKeys, await ownerReq(), {})
    expect(again.keys.find((entry) => entry.id === keyId)?.revoked).not.toBeNull()
  })
})
