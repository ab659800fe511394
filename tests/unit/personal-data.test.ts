import type { Field, SanitizedConfig } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { NOT_PERSONAL, PERSONAL_DATA } from '@/privacy/personalData'

/**
 * Every collection that holds an address or points at a person is in the declared list of
 * personal data (src/privacy/personalData.ts), or says why not: otherwise an export would leave
 * it out and an erasure would leave her in it. Read from the built Payload config, so a new
 * collection with an e-mail or contact field fails here until it is declared.
 */

let config: SanitizedConfig

beforeAll(async () => {
  config = await ((await import('@payload-config')).default as unknown as Promise<SanitizedConfig>)
}, 120_000)

/** Whether a field (or one inside it: groups, arrays, rows, tabs, blocks) names a person. */
function namesAPerson(fields: readonly Field[]): boolean {
  return fields.some((field) => {
    if (field.type === 'email') return true
    if ('name' in field && /email|contact/i.test(field.name)) return true
    if (field.type === 'relationship' || field.type === 'join') {
      const to = 'relationTo' in field ? field.relationTo : field.collection
      if ((Array.isArray(to) ? to : [to]).includes('contacts')) return true
    }
    if ('fields' in field && namesAPerson(field.fields)) return true
    if (field.type === 'tabs') return field.tabs.some((tab) => namesAPerson(tab.fields))
    if (field.type === 'blocks') return (field.blocks ?? []).some((b) => namesAPerson(b.fields))
    return false
  })
}

describe('the declared list of personal data', () => {
  it('covers every collection with an address or a contact field', () => {
    const declared = new Set<string | undefined>(PERSONAL_DATA.map((record) => record.collection))
    const missing = config.collections
      .filter((collection) => namesAPerson(collection.fields))
      .map((collection) => collection.slug)
      .filter((slug) => !declared.has(slug) && !(slug in NOT_PERSONAL))
    expect(missing).toEqual([])
  })

  it('names only collections that exist, each once', () => {
    const slugs = new Set<string>(config.collections.map((collection) => collection.slug))
    const named = PERSONAL_DATA.flatMap((record) => (record.collection ? [record.collection] : []))
    expect(named.filter((slug) => !slugs.has(slug))).toEqual([])
    expect(new Set(named).size).toBe(named.length)
    expect(Object.keys(NOT_PERSONAL).filter((slug) => !slugs.has(slug))).toEqual([])
  })

  it('says how every anonymised place is anonymised', () => {
    expect(
      PERSONAL_DATA.filter((record) => record.erase === 'anonymise' && !record.anonymise).map(
        (record) => record.table,
      ),
    ).toEqual([])
  })
})
