import type { ImportItem, RowProblem } from './read'

/** Problems a preview keeps to show; the count of them all is `invalid`. */
export const PREVIEW_PROBLEM_LIMIT = 1000

/** What she already has, to tell new people from updates and tags to create from tags she has. */
export type KnownToImport = {
  /** Her contacts' addresses, trimmed and lower case (normaliseEmail). */
  existingEmails: ReadonlySet<string>
  /** Her tags' names, compared whatever their case. */
  existingTags: ReadonlySet<string>
  /** Addresses never to be sent marketing e-mail (unsubscribed, bounced, erased), normalised. */
  suppressedEmails: ReadonlySet<string>
}

/** What an import would do, before it does it, for the owner to check and decide. */
export type ImportPreview = {
  /** Every row read (people, repeated addresses and problems alike). */
  total: number
  /** Addresses she has no contact for yet, each once. */
  newPeople: number
  /** Addresses of contacts she already has, each once. */
  updates: number
  /** Rows repeating an address an earlier row of the file has. */
  duplicatesInFile: number
  /** Rows that cannot be imported: every problem, also those beyond `problems`. */
  invalid: number
  /** People the file says unsubscribed. */
  unsubscribed: number
  /** People whose address bounced or who reported an e-mail as spam. */
  bounced: number
  /** People the file says subscribed whose address is on her suppression list. */
  suppressed: number
  /** New people the file says subscribed, suppressed addresses aside: who would join her list. */
  subscribedNew: number
  /** People the file says nothing about consent for: she chooses whether they agreed. */
  neverAsked: number
  /** Tags the file has that she does not (compared whatever their case), sorted. */
  tagsToCreate: string[]
  /** Every course or offer name the file has, sorted, for her to match to her own courses. */
  products: string[]
  /** The first PREVIEW_PROBLEM_LIMIT problems, in the file's order. */
  problems: RowProblem[]
}

const byName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' })

/** Each name once whatever its case (the first spelling kept), sorted. */
function sortedNames(names: Map<string, string>) {
  return [...names.values()].sort(byName)
}

/**
 * The preview of an import from the rows readImportRows gives (read once, as they come): each
 * person counted once, by her first row; her consent as that row says. Tags and products are
 * taken from every row, repeated addresses too, since an importer adds a later row's tags and
 * offers to the person (Kajabi writes one row per offer bought).
 */
export async function summarisePreview(
  rows: AsyncIterable<ImportItem> | Iterable<ImportItem>,
  known: KnownToImport,
): Promise<ImportPreview> {
  const existingTags = new Set([...known.existingTags].map((tag) => tag.toLowerCase()))
  const seen = new Set<string>()
  const tags = new Map<string, string>()
  const products = new Map<string, string>()
  const preview: ImportPreview = {
    total: 0,
    newPeople: 0,
    updates: 0,
    duplicatesInFile: 0,
    invalid: 0,
    unsubscribed: 0,
    bounced: 0,
    suppressed: 0,
    subscribedNew: 0,
    neverAsked: 0,
    tagsToCreate: [],
    products: [],
    problems: [],
  }
  for await (const item of rows) {
    preview.total += 1
    if (item.kind === 'problem') {
      preview.invalid += 1
      if (preview.problems.length < PREVIEW_PROBLEM_LIMIT) preview.problems.push(item.problem)
      continue
    }
    const { row } = item
    for (const tag of row.tags) {
      const key = tag.toLowerCase()
      if (!existingTags.has(key) && !tags.has(key)) tags.set(key, tag)
    }
    for (const product of row.products) {
      const key = product.toLowerCase()
      if (!products.has(key)) products.set(key, product)
    }
    if (seen.has(row.email)) {
      preview.duplicatesInFile += 1
      continue
    }
    seen.add(row.email)
    const isNew = !known.existingEmails.has(row.email)
    if (isNew) preview.newPeople += 1
    else preview.updates += 1
    switch (row.consent) {
      case 'subscribed':
        if (known.suppressedEmails.has(row.email)) preview.suppressed += 1
        else if (isNew) preview.subscribedNew += 1
        break
      case 'unsubscribed':
        preview.unsubscribed += 1
        break
      case 'bounced':
      case 'complained':
        preview.bounced += 1
        break
      case 'never_asked':
        preview.neverAsked += 1
        break
    }
  }
  preview.tagsToCreate = sortedNames(tags)
  preview.products = sortedNames(products)
  return preview
}
