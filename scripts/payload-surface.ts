// Prints Payload's REST and GraphQL surface as JSON for scripts/fuzz.mjs: every collection and
// global of the built config (Payload's own included), whether it keeps versions and drafts, and
// a few of its fields by type, so the fuzzer builds type-specific malformed queries for each.
// Also the GraphQL schema's queries and mutations with their arguments (introspection is off on
// the server, so the fuzzer cannot ask it). Reads the config only: no database, no server.
//   node scripts/run-ts.mjs scripts/payload-surface.ts
import { configToSchema } from '@payloadcms/graphql'
import {
  getNamedType,
  type GraphQLFieldMap,
  GraphQLInputObjectType,
  type GraphQLInputType,
  type GraphQLSchema,
  isLeafType,
} from 'graphql'
import type { Field } from 'payload'

import config from '../payload.config'
import { DECLARED_RECORDS, type DeclaredRecords } from '../src/security/systemRecords'

type Surface = {
  slug: string
  versions: boolean
  drafts: boolean
  auth?: boolean
  upload?: boolean
  /** Added by Payload or a plugin, not declared by the site (src/security/systemRecords.ts). */
  system: boolean
  /** Field paths by Payload field type (text, number, relationship, date, …), at most 3 each. */
  fields: Record<string, string[]>
}

function fieldsByType(fields: Field[], prefix = '', out: Record<string, string[]> = {}) {
  for (const field of fields) {
    const name = 'name' in field && field.name ? `${prefix}${field.name}` : undefined
    if ('fields' in field && Array.isArray(field.fields)) {
      // Rows and collapsibles have no name; groups, arrays and named tabs nest their fields.
      fieldsByType(field.fields, name && field.type !== 'row' ? `${name}.` : prefix, out)
      if (name && field.type === 'array') (out.array ??= []).push(name)
      continue
    }
    if (field.type === 'tabs') {
      for (const tab of field.tabs)
        fieldsByType(tab.fields, 'name' in tab && tab.name ? `${prefix}${tab.name}.` : prefix, out)
      continue
    }
    if (!name) continue
    const list = (out[field.type] ??= [])
    if (list.length < 3) list.push(name)
  }
  return out
}

const built = await config
const declared = built.custom[DECLARED_RECORDS] as DeclaredRecords

/** A value of the operator's GraphQL type that its column cannot take, by the type's name. */
const WRONG_VALUES: Record<string, unknown> = {
  JSON: 'word',
  DateTime: 'not-a-date',
  Float: 1e308,
  String: '%_\\',
  Int: -1,
}

/** Where objects a GraphQL where type accepts whose values are wrong for their columns. */
function wrongWheres(schema: GraphQLSchema, typeName: string): unknown[] {
  const type = schema.getType(typeName)
  if (!(type instanceof GraphQLInputObjectType)) return []
  const wheres: unknown[] = [{ AND: [{ OR: [] }] }]
  let nested: unknown = { id: { equals: 1 } }
  for (let level = 0; level < 60; level += 1) nested = { AND: [nested] }
  wheres.push(nested)
  const candidates: { rank: number; where: unknown }[] = []
  for (const [field, input] of Object.entries(type.getFields())) {
    const operators = getNamedType(input.type as GraphQLInputType)
    if (!(operators instanceof GraphQLInputObjectType) || field === 'AND' || field === 'OR')
      continue
    // One operator and value per field: the untyped (JSON) and date ones first, where a wrong
    // value reaches Postgres; three per query (and two malformed shapes) keep the run short.
    for (const [operator, { type: valueType }] of Object.entries(operators.getFields())) {
      const typeName = getNamedType(valueType).name
      const rank = Object.keys(WRONG_VALUES).indexOf(typeName)
      if (rank < 0) continue
      const list = String(valueType).startsWith('[')
      const value = WRONG_VALUES[typeName]
      candidates.push({ rank, where: { [field]: { [operator]: list ? [value] : value } } })
      break
    }
  }
  candidates.sort((a, b) => a.rank - b.rank)
  return [...wheres, ...candidates.slice(0, 3).map(({ where }) => where)]
}

type Operation = {
  name: string
  args: { name: string; type: string }[]
  /** Whether it returns a scalar (no selection set). */
  leaf: boolean
  wheres?: unknown[]
}
const operations = (
  schema: GraphQLSchema,
  fields: GraphQLFieldMap<unknown, unknown> | undefined,
): Operation[] =>
  Object.values(fields ?? {}).map((field) => {
    const where = field.args.find((arg) => arg.name === 'where')
    return {
      name: field.name,
      args: field.args.map((arg) => ({ name: arg.name, type: String(arg.type) })),
      leaf: isLeafType(getNamedType(field.type)),
      ...(where ? { wheres: wrongWheres(schema, getNamedType(where.type).name) } : {}),
    }
  })
const { schema } = configToSchema(built)
const surface = {
  collections: built.collections.map((collection): Surface => ({
    slug: collection.slug,
    versions: Boolean(collection.versions),
    drafts: Boolean(collection.versions && collection.versions.drafts),
    auth: Boolean(collection.auth),
    upload: Boolean(collection.upload),
    system: !declared.collections.includes(collection.slug),
    fields: fieldsByType(collection.fields),
  })),
  globals: built.globals.map((global): Surface => ({
    slug: global.slug,
    versions: Boolean(global.versions),
    drafts: Boolean(global.versions && global.versions.drafts),
    system: !declared.globals.includes(global.slug),
    fields: fieldsByType(global.fields),
  })),
  graphQL: {
    queries: operations(schema, schema.getQueryType()?.getFields()),
    mutations: operations(schema, schema.getMutationType()?.getFields()),
  },
}
process.stdout.write(`${JSON.stringify(surface)}\n`)
process.exit(0)
