import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { IMPORT_STATUS_LABELS, IMPORT_STATUSES, MAX_IMPORT_BYTES } from '@/imports/constants'
import { PLATFORM_LABELS, type Platform } from '@/imports/platforms'

/**
 * Her imports from Kit, Mailchimp, Kajabi, Teachable or a spreadsheet: the file's columns and how
 * she mapped them, what the preview found, what she chose (tags, a sequence, the courses her
 * customers get), and how far the background import has come. Written only through the import
 * operations (the Leads tab's Import screens): the collection's own write routes are closed. The
 * file itself is in import-files until the import is done; the rows it could not import are in
 * import-problems.
 */
export const Imports: CollectionConfig = {
  slug: 'imports',
  labels: { singular: 'Import', plural: 'Imports' },
  admin: { useAsTitle: 'fileName', group: 'People', hidden: true },
  access: { read: isAdmin, create: () => false, update: () => false, delete: () => false },
  defaultSort: '-createdAt',
  fields: [
    { name: 'fileName', type: 'text', required: true },
    { name: 'byteLength', type: 'number', required: true },
    { name: 'contentHash', type: 'text', required: true, index: true },
    {
      name: 'platform',
      type: 'select',
      required: true,
      options: (Object.keys(PLATFORM_LABELS) as Platform[]).map((value) => ({
        label: PLATFORM_LABELS[value],
        value,
      })),
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'uploaded',
      index: true,
      options: IMPORT_STATUSES.map((value) => ({ label: IMPORT_STATUS_LABELS[value], value })),
    },
    { name: 'headers', type: 'json', required: true },
    { name: 'mapping', type: 'json', required: true },
    /** Her choices: tags for everyone, a sequence to start, products → offers, attested consent. */
    { name: 'options', type: 'json' },
    { name: 'preview', type: 'json' },
    { name: 'totalRows', type: 'number' },
    { name: 'processedRows', type: 'number', defaultValue: 0 },
    /** What the import did: new people, updated ones, unchanged, suppressed, problems, orders. */
    { name: 'result', type: 'json' },
    { name: 'error', type: 'text' },
    { name: 'startedAt', type: 'date' },
    { name: 'finishedAt', type: 'date' },
    { name: 'uploadedBy', type: 'relationship', relationTo: 'users' },
  ],
  timestamps: true,
}

/**
 * The file of an import while it is needed: from upload until the import is done (a file never
 * imported is deleted by housekeeping after a week). In the database, so any server (and any jobs
 * worker) can read it. Read only by the import's own SQL, in slices.
 */
export const ImportFiles: CollectionConfig = {
  slug: 'import-files',
  admin: { hidden: true },
  access: { read: () => false, create: () => false, update: () => false, delete: () => false },
  fields: [
    { name: 'import', type: 'relationship', relationTo: 'imports', required: true, unique: true },
    // Payload caps text at 40,000 characters unless told otherwise: a list of a few hundred people
    // is longer, so the cap is the upload's own (MAX_IMPORT_BYTES, checked before this is written).
    { name: 'content', type: 'textarea', required: true, maxLength: MAX_IMPORT_BYTES },
  ],
  timestamps: true,
}

/**
 * The rows an import could not bring in, each with its reason and its cells as the file had them,
 * for her to download, fix and bring again. Holds addresses: a person's export and erasure find
 * hers by `email`.
 */
export const ImportProblems: CollectionConfig = {
  slug: 'import-problems',
  admin: { hidden: true },
  access: { read: isAdmin, create: () => false, update: () => false, delete: () => false },
  fields: [
    { name: 'import', type: 'relationship', relationTo: 'imports', required: true, index: true },
    { name: 'line', type: 'number', required: true },
    { name: 'email', type: 'text', index: true },
    { name: 'reason', type: 'text', required: true },
    { name: 'cells', type: 'json', required: true },
  ],
  indexes: [{ fields: ['import', 'line'], unique: true }],
  timestamps: true,
}
