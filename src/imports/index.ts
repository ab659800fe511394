/**
 * Bringing her list and her customers from Kit, Mailchimp, Kajabi, Teachable or any spreadsheet:
 * recognise the file by its columns (detectPlatform), read its rows as people with their consent
 * (readImportRows), show what importing would do (summarisePreview) and give back the rows that
 * could not be imported (problemsToCsv). Pure and database-free: the importer writes.
 */
export { parseExportDate, type ImportConsent } from './cells'
export {
  detectPlatform,
  FIELD_LABELS,
  type ImportField,
  type Platform,
  PLATFORM_LABELS,
} from './platforms'
export {
  PREVIEW_PROBLEM_LIMIT,
  summarisePreview,
  type ImportPreview,
  type KnownToImport,
} from './preview'
export { PROBLEM_COLUMN, problemsToCsv } from './problemsCsv'
export {
  readImportHeaders,
  readImportRows,
  type FileStatus,
  type ImportItem,
  type ImportRow,
  type ReadOptions,
  type RowProblem,
  type RowProblemKind,
} from './read'
