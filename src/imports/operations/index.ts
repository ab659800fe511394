import * as z from 'zod/mini'

import { MAX_TAG_NAME_LENGTH } from '@/contacts/operations/updateContact'
import { operations } from '@/core/defineOperation'
import { id, nothing } from '@/core/inputs'

import { MAX_IMPORT_BYTES } from '../constants'
import { FIELD_LABELS, type ImportField } from '../platforms'
import { checkImport } from './checkImport'
import { exportImportProblems, getImport, listImports } from './readImports'
import { runImport } from './runImport'
import { startImport } from './startImport'
import { uploadImport } from './uploadImport'

const importId = z.strictObject({ id: id('import') })

const FIELDS = Object.keys(FIELD_LABELS) as [ImportField, ...ImportField[]]

const mapping = z.record(
  z.string().check(z.maxLength(500)),
  z.enum(FIELDS, 'Each column maps to one of the fields offered.'),
)

const tagName = z
  .string('Tags are names.')
  .check(
    z.trim(),
    z.minLength(1, 'A tag needs a name.'),
    z.maxLength(MAX_TAG_NAME_LENGTH, `A tag name is at most ${MAX_TAG_NAME_LENGTH} characters.`),
  )

/** Bringing her list and her customers from the products she used before (the Leads tab → Import). */
export const importOperations = operations({
  uploadImport: {
    description:
      'She uploads a CSV exported from Kit, Mailchimp, Kajabi, Teachable or a spreadsheet: the site reads its columns and recognises where it came from. Nothing about her people changes yet.',
    input: z.strictObject({
      fileName: z
        .string('The file needs a name.')
        .check(z.trim(), z.minLength(1, 'The file needs a name.'), z.maxLength(255)),
      content: z
        .string('Choose a CSV file.')
        .check(
          z.maxLength(
            MAX_IMPORT_BYTES,
            `The file is too large: at most ${MAX_IMPORT_BYTES / 1024 / 1024} MB.`,
          ),
        ),
    }),
    audience: 'owner',
    effect: 'write',
    run: uploadImport,
  },

  checkImport: {
    description:
      'Shows what importing a file would do, with its columns as she mapped them: new people, updates, repeats, invalid rows, refusals (never put on her list) and the tags to create. Writes no people.',
    input: z.strictObject({
      id: id('import'),
      mapping,
      fileStatus: z.optional(
        z.enum(
          ['subscribed', 'unsubscribed', 'cleaned'],
          'fileStatus must be subscribed, unsubscribed or cleaned',
        ),
      ),
    }),
    audience: 'owner',
    effect: 'write',
    run: checkImport,
  },

  startImport: {
    description:
      'Starts a checked import in the background: people, tags and consent as the file says, her courses for its customers (complimentary, no revenue), and a sequence only if she chose one.',
    input: z.strictObject({
      id: id('import'),
      options: z.strictObject({
        tags: z.array(tagName).check(z.maxLength(20, 'Add at most 20 tags.')),
        sequence: z.nullable(id('sequence')),
        products: z
          .array(
            z.strictObject({
              name: z.string().check(z.maxLength(500)),
              offer: z.nullable(id('offer')),
            }),
          )
          .check(z.maxLength(1000)),
        agreed: z.boolean('agreed must be true or false'),
      }),
    }),
    audience: 'owner',
    effect: 'write',
    run: startImport,
  },

  getImport: {
    description: 'One import: its columns, its preview, its progress and what it did.',
    input: importId,
    audience: 'owner',
    effect: 'read',
    run: getImport,
  },

  listImports: {
    description: 'Her imports, newest first, with what each did.',
    input: nothing,
    audience: 'owner',
    effect: 'read',
    run: listImports,
  },

  exportImportProblems: {
    description:
      'The rows an import could not bring in, as a spreadsheet (CSV) of the file’s columns and why, to fix and import again.',
    input: importId,
    audience: 'owner',
    effect: 'read',
    run: exportImportProblems,
  },

  runImport: {
    description:
      'The import job: writes a started import a batch at a time, resumes where a stopped run left off, and sends no e-mail.',
    input: z.strictObject({ importId: id('import') }),
    audience: 'system',
    effect: 'write',
    run: runImport,
  },
})
