import { GRAPHQL_POST } from '@payloadcms/next/routes'
import {
  createLocalReq,
  formatNames,
  handleEndpoints,
  type Payload,
  type PayloadRequest,
  type SanitizedCollectionConfig,
  type SanitizedGlobalConfig,
  toWords,
} from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import config from '@payload-config'
import { startAdminSession } from '@/auth/session'
import { signInWithAccessLink } from '@/auth/memberSession'
import { leadsEndpoint } from '@/endpoints/leads'
import { seed } from '@/seed'

import { callEndpoint } from './callEndpoint'

/**
 * Drafts and versions are the owner's alone. This walks EVERY collection and
 * global with versions in the built config (one added later is walked too), saves a draft on top
 * of its published document, and asks for it over REST, GraphQL and the preview's Local API read,
 * signed out and as a buyer. The owner, asking the same way, does get the draft: so the requests
 * are right and the refusals are real.
 */

let payload: Payload
let ownerCookie = ''
let buyerCookie = ''
let buyer: Record<string, unknown> & { collection: 'contacts' }

type Target = {
  kind: 'collection' | 'global'
  slug: string
  /** REST path of the document (a global, or one document of a collection). */
  docPath: string
  /** REST path of the list (collections only). */
  listPath?: string
  versionsPath: string
  versionPath: string
  graphql: { draftRead: string; versions: string; version: string }
}

const targets: Target[] = []
const visitors = () => [
  { who: 'signed out', cookie: '' },
  { who: 'a buyer', cookie: buyerCookie },
]

const rest = async (path: string, cookie: string) => {
  const response = await handleEndpoints({
    config,
    request: new Request(`http://localhost:3000/api${path}`, {
      headers: cookie ? { cookie } : {},
    }),
  })
  const text = await response.text()
  let body: unknown = text
  try {
    body = JSON.parse(text)
  } catch {}
  return { status: response.status, body, text }
}

const graphql = async (query: string, cookie: string) => {
  const response = await GRAPHQL_POST(config)(
    new Request('http://localhost:3000/api/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ query }),
    }),
  )
  const text = await response.text()
  return { status: response.status, text, body: JSON.parse(text) as { data?: unknown } }
}

/** Postgres ids are numbers in the schema; other adapters' are strings. */
const graphqlId = (id: string) => (/^\d+$/.test(id) ? id : JSON.stringify(id))

/** Whether an answer carries a draft anywhere (a document or version whose _status is draft). */
const carriesDraft = (text: string) => /"_status"\s*:\s*"draft"/.test(text)

function collectionTarget(collection: SanitizedCollectionConfig, id: number, versionId: string) {
  const names = formatNames(collection.slug)
  const singular = toWords(
    collection.graphQL ? collection.graphQL.singularName || names.singular : names.singular,
    true,
  )
  const plural = toWords(
    collection.graphQL ? collection.graphQL.pluralName || names.plural : names.plural,
    true,
  )
  return {
    kind: 'collection' as const,
    slug: collection.slug,
    docPath: `/${collection.slug}/${id}?draft=true&depth=0`,
    listPath: `/${collection.slug}?draft=true&depth=0&limit=100`,
    versionsPath: `/${collection.slug}/versions?depth=0`,
    versionPath: `/${collection.slug}/versions/${versionId}?depth=0`,
    graphql: {
      draftRead: `{ ${plural}(draft: true, limit: 100) { docs { id _status } } ${singular}(id: ${id}, draft: true) { id _status } }`,
      versions: `{ versions${plural} { totalDocs docs { id version { _status } } } }`,
      version: `{ version${singular}(id: ${graphqlId(versionId)}) { id version { _status } } }`,
    },
  }
}

function globalTarget(global: SanitizedGlobalConfig, versionId: string) {
  const name = toWords(global.graphQL ? global.graphQL.name || global.slug : global.slug, true)
  return {
    kind: 'global' as const,
    slug: global.slug,
    docPath: `/globals/${global.slug}?draft=true&depth=0`,
    versionsPath: `/globals/${global.slug}/versions?depth=0`,
    versionPath: `/globals/${global.slug}/versions/${versionId}?depth=0`,
    graphql: {
      draftRead: `{ ${name}(draft: true) { _status } }`,
      versions: `{ versions${name} { totalDocs docs { id version { _status } } } }`,
      version: `{ version${name}(id: ${graphqlId(versionId)}) { id version { _status } } }`,
    },
  }
}

beforeAll(async () => {
  const { getTestPayload } = await import('./payload')
  payload = await getTestPayload({ seeded: true })
  await seed(payload)

  const owner = (
    await payload.find({ collection: 'users', where: { role: { equals: 'admin' } }, limit: 1 })
  ).docs[0]!
  const req = (await createLocalReq({}, payload)) as PayloadRequest
  ownerCookie = (await startAdminSession(req, owner)).split(';')[0]!

  const email = `drafts-buyer-${Date.now()}@example.com`
  const lead = await callEndpoint(payload, leadsEndpoint, {
    body: { email, name: 'Draft Reader', source: 'meditation-download' },
  })
  expect(lead.status).toBeLessThan(300)
  buyerCookie = (await signInWithAccessLink(payload, email)).split(';')[0]!
  const contact = (
    await payload.find({ collection: 'contacts', where: { email: { equals: email } }, limit: 1 })
  ).docs[0]!
  buyer = { ...contact, collection: 'contacts' }

  // A draft on top of each published document: what a visitor must never read.
  for (const collection of payload.config.collections.filter((each) => each.versions)) {
    const slug = collection.slug as 'pages'
    const published = (
      await payload.find({
        collection: slug,
        where: { _status: { equals: 'published' } },
        limit: 1,
        depth: 0,
      })
    ).docs[0]
    expect(published, `${slug} needs a published document (the seed makes one)`).toBeTruthy()
    await payload.update({ collection: slug, id: published!.id, data: {}, draft: true, depth: 0 })
    const versions = await payload.findVersions({
      collection: slug,
      where: { parent: { equals: published!.id } },
      sort: '-updatedAt',
      limit: 1,
    })
    targets.push(collectionTarget(collection, published!.id, String(versions.docs[0]!.id)))
  }
  for (const global of payload.config.globals.filter((each) => each.versions)) {
    const slug = global.slug as 'alternate-home'
    await payload.updateGlobal({ slug, data: { _status: 'published' }, depth: 0 })
    await payload.updateGlobal({ slug, data: {}, draft: true, depth: 0 })
    const versions = await payload.findGlobalVersions({ slug, sort: '-updatedAt', limit: 1 })
    targets.push(globalTarget(global, String(versions.docs[0]!.id)))
  }
}, 180_000)

describe('drafts and versions of every versioned collection and global are the owner’s alone', () => {
  it('walks every one of them (the list comes from the built config)', () => {
    const versioned = [
      ...payload.config.collections.filter((each) => each.versions).map((each) => each.slug),
      ...payload.config.globals.filter((each) => each.versions).map((each) => each.slug),
    ]
    expect(targets.map((target) => target.slug).sort()).toEqual(versioned.sort())
    expect(versioned).toEqual(expect.arrayContaining(['pages', 'alternate-home']))
  })

  it('the owner reads each draft and its versions (the requests below are the right ones)', async () => {
    for (const target of targets) {
      const doc = await rest(target.docPath, ownerCookie)
      expect(doc.status, target.docPath).toBe(200)
      expect(carriesDraft(doc.text), target.docPath).toBe(true)
      expect((await rest(target.versionsPath, ownerCookie)).status, target.versionsPath).toBe(200)
      const version = await rest(target.versionPath, ownerCookie)
      expect(version.status, target.versionPath).toBe(200)
      for (const query of Object.values(target.graphql)) {
        const answer = await graphql(query, ownerCookie)
        expect(answer.text, query).not.toMatch(/"errors"/)
        expect(carriesDraft(answer.text), query).toBe(true)
      }
    }
  })

  it('over REST, ?draft=true gives a visitor and a buyer only published data', async () => {
    for (const target of targets) {
      for (const { who, cookie } of visitors()) {
        for (const path of [target.docPath, ...(target.listPath ? [target.listPath] : [])]) {
          const answer = await rest(path, cookie)
          expect(answer.status, `${who} ${path}`).toBeLessThan(500)
          expect(carriesDraft(answer.text), `${who} ${path}: ${answer.text.slice(0, 300)}`).toBe(
            false,
          )
        }
      }
    }
  })

  it('over REST, /versions and /versions/<id> answer 403 or 404 to a visitor and a buyer', async () => {
    for (const target of targets) {
      for (const { who, cookie } of visitors()) {
        for (const path of [target.versionsPath, target.versionPath]) {
          const answer = await rest(path, cookie)
          expect([401, 403, 404], `${who} ${path}: ${answer.text.slice(0, 300)}`).toContain(
            answer.status,
          )
          expect(carriesDraft(answer.text)).toBe(false)
        }
      }
    }
  })

  it('over GraphQL, draft: true and the version queries give them no draft', async () => {
    for (const target of targets) {
      for (const { who, cookie } of visitors()) {
        for (const query of Object.values(target.graphql)) {
          const answer = await graphql(query, cookie)
          expect(answer.status, `${who} ${query}`).toBeLessThan(500)
          expect(carriesDraft(answer.text), `${who} ${query}: ${answer.text.slice(0, 300)}`).toBe(
            false,
          )
        }
      }
    }
  })

  it('the preview’s read (Local API as the visitor, draft asked for) gives a buyer the published version', async () => {
    for (const global of payload.config.globals.filter((each) => each.versions)) {
      const read = await payload.findGlobal({
        slug: global.slug as 'alternate-home',
        draft: true,
        overrideAccess: false,
        user: buyer,
        depth: 0,
      })
      expect(read._status, global.slug).toBe('published')
      const asOwner = await payload.findGlobal({
        slug: global.slug as 'alternate-home',
        draft: true,
        overrideAccess: false,
        user: (await payload.find({ collection: 'users', limit: 1 })).docs[0],
        depth: 0,
      })
      expect(asOwner._status, global.slug).toBe('draft')
    }
    for (const target of targets.filter((each) => each.kind === 'collection')) {
      const { docs } = await payload.find({
        collection: target.slug as 'pages',
        draft: true,
        overrideAccess: false,
        user: buyer,
        depth: 0,
        limit: 100,
        // Collections only the owner reads answer with no documents instead of an error.
        disableErrors: true,
      })
      expect(
        docs.filter((doc) => (doc as { _status?: string })._status === 'draft'),
        target.slug,
      ).toEqual([])
    }
  })
})
