import { GRAPHQL_POST } from '@payloadcms/next/routes'
import { createLocalReq, handleEndpoints, type Payload, type PayloadRequest } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import config from '@payload-config'
import { startAdminSession } from '@/auth/session'
import { signInWithAccessLink } from '@/auth/memberSession'
import { leadsEndpoint } from '@/endpoints/leads'
import { seed } from '@/seed'

import { UPLOAD_COLLECTIONS } from '../../server/request-guard.mjs'
import { callEndpoint } from './callEndpoint'

/**
 * What Payload decides about request bodies: admin preferences (`payload-preferences`, which
 * Payload lets anyone signed in write, buyers too, with values of any size) are the owner's, at
 * most 16 KB a value, over REST, its `/:key` shortcut, GraphQL and the admin's own server code.
 * And the list of routes our server lets large uploads through to is the config's.
 */

let payload: Payload
let ownerCookie = ''
let buyerCookie = ''
let buyerId = 0
let ownerId = 0

const kb = (size: number) => ({ note: 'x'.repeat(size * 1024) })

const rest = async (method: string, path: string, cookie: string, body?: unknown) => {
  const response = await handleEndpoints({
    config,
    request: new Request(`http://localhost:3000/api${path}`, {
      method,
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  })
  return { status: response.status, text: await response.text() }
}

const graphql = async (query: string, cookie: string) => {
  const response = await GRAPHQL_POST(config)(
    new Request('http://localhost:3000/api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ query }),
    }),
  )
  return JSON.parse(await response.text()) as { data?: Record<string, unknown>; errors?: unknown[] }
}

const createMutation = (key: string, value: unknown, relationTo: string, id: number) =>
  `mutation { createPayloadPreference(data: { key: ${JSON.stringify(key)}, value: ${JSON.stringify(
    JSON.stringify(value),
  )}, user: { relationTo: ${relationTo}, value: ${id} } }) { id key } }`

/** Preference rows stored for a user, read as the system. */
const rowsOf = async (collection: 'users' | 'contacts', id: number) =>
  (
    await payload.find({
      collection: 'payload-preferences',
      where: {
        and: [{ 'user.relationTo': { equals: collection } }, { 'user.value': { equals: id } }],
      },
      limit: 100,
      depth: 0,
    })
  ).docs

beforeAll(async () => {
  const { getTestPayload } = await import('./payload')
  payload = await getTestPayload({ seeded: true })
  await seed(payload)
  const owner = (
    await payload.find({ collection: 'users', where: { role: { equals: 'admin' } }, limit: 1 })
  ).docs[0]!
  ownerId = owner.id
  const req = (await createLocalReq({}, payload)) as PayloadRequest
  ownerCookie = (await startAdminSession(req, owner)).split(';')[0]!

  const email = `prefs-buyer-${Date.now()}@example.com`
  const lead = await callEndpoint(payload, leadsEndpoint, {
    body: { email, name: 'Pref Writer', source: 'meditation-download' },
  })
  expect(lead.status).toBeLessThan(300)
  buyerCookie = (await signInWithAccessLink(payload, email)).split(';')[0]!
  buyerId = (
    await payload.find({ collection: 'contacts', where: { email: { equals: email } }, limit: 1 })
  ).docs[0]!.id
}, 180_000)

describe('admin preferences are the owner’s, 16 KB a value at most', () => {
  it('a buyer cannot store preferences, small or large, by any route', async () => {
    for (const value of [kb(1), kb(40)]) {
      const shortcut = await rest('POST', '/payload-preferences/nav', buyerCookie, { value })
      expect(shortcut.status, shortcut.text.slice(0, 200)).toBe(403)
      const created = await rest('POST', '/payload-preferences', buyerCookie, {
        key: 'nav',
        value,
      })
      expect(created.status, created.text.slice(0, 200)).toBe(403)
      const mutation = await graphql(createMutation('nav', value, 'contacts', buyerId), buyerCookie)
      expect(mutation.errors?.length, JSON.stringify(mutation).slice(0, 300)).toBeGreaterThan(0)
      expect(mutation.data?.createPayloadPreference ?? null).toBeNull()
    }
    expect(await rowsOf('contacts', buyerId)).toEqual([])
  })

  it('a signed-out visitor cannot either', async () => {
    const shortcut = await rest('POST', '/payload-preferences/nav', '', { value: kb(1) })
    expect(shortcut.status).toBe(401)
    expect((await rest('POST', '/payload-preferences', '', { key: 'a', value: 1 })).status).toBe(
      403,
    )
  })

  it('the owner keeps hers, within 16 KB a value, by every route', async () => {
    const small = await rest('POST', '/payload-preferences/nav', ownerCookie, { value: kb(2) })
    expect(small.status, small.text.slice(0, 200)).toBe(200)
    const large = await rest('POST', '/payload-preferences/nav', ownerCookie, { value: kb(20) })
    expect(large.status, large.text.slice(0, 200)).toBe(413)
    expect(JSON.parse(large.text).message).toBe('A preference may hold at most 16 KB.')

    const created = await rest('POST', '/payload-preferences', ownerCookie, {
      key: 'list-pages',
      value: kb(20),
    })
    expect(created.status, created.text.slice(0, 200)).toBe(400)
    expect(created.text).toContain('A preference may hold at most 16 KB.')

    const fits = await graphql(createMutation('gql-small', kb(1), 'users', ownerId), ownerCookie)
    expect(fits.errors, JSON.stringify(fits).slice(0, 300)).toBeUndefined()
    const tooLarge = await graphql(
      createMutation('gql-large', kb(20), 'users', ownerId),
      ownerCookie,
    )
    expect(JSON.stringify(tooLarge.errors)).toContain('value')
    expect(tooLarge.data?.createPayloadPreference ?? null).toBeNull()

    // The admin's own server code (list columns, nav) writes through the Local API.
    await expect(
      payload.create({
        collection: 'payload-preferences',
        data: { key: 'server', user: { relationTo: 'users', value: ownerId }, value: kb(20) },
      }),
    ).rejects.toThrow(/value/)

    const stored = await rowsOf('users', ownerId)
    expect(stored.map((row) => row.key).sort()).toEqual(['gql-small', 'nav'])
    for (const row of stored) expect(JSON.stringify(row.value).length).toBeLessThan(16 * 1024)
  })
})

describe('the routes our server lets large uploads through to', () => {
  it('are exactly the upload collections of the built config', () => {
    const uploads = payload.config.collections
      .filter((collection) => collection.upload)
      .map((collection) => collection.slug)
    expect([...UPLOAD_COLLECTIONS].sort()).toEqual(uploads.sort())
  })
})

describe('document locks are the owner’s', () => {
  it('a buyer can neither list nor write which documents the owner has open', async () => {
    await payload.create({
      collection: 'payload-locked-documents',
      data: {
        document: {
          relationTo: 'pages',
          value: (await payload.find({ collection: 'pages', limit: 1 })).docs[0]!.id,
        },
        globalSlug: null,
        user: { relationTo: 'users', value: ownerId },
      },
    })
    const listed = await rest('GET', '/payload-locked-documents?depth=1', buyerCookie)
    expect(listed.status, listed.text).toBe(403)
    expect(listed.text).not.toContain('owner@')
    const written = await rest('POST', '/payload-locked-documents', buyerCookie, {
      globalSlug: 'site-settings',
      user: { relationTo: 'contacts', value: buyerId },
    })
    expect(written.status, written.text).toBe(403)
    const queried = await graphql('{ PayloadLockedDocuments { docs { id } } }', buyerCookie)
    expect(queried.data?.PayloadLockedDocuments ?? null).toBeNull()
    expect(queried.errors?.length).toBeGreaterThan(0)
    expect((await rest('GET', '/payload-locked-documents', '')).status).toBe(403)
  })

  it('the owner still reads them', async () => {
    const listed = await rest('GET', '/payload-locked-documents', ownerCookie)
    expect(listed.status, listed.text).toBe(200)
    expect(JSON.parse(listed.text).totalDocs).toBeGreaterThan(0)
  })
})
