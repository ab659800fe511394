/** Admin components that show a source by its name ("Quiz: Rebel") rather than its key. */
export const SOURCE_COMPONENTS = {
  Cell: '@/components/admin/fields/SourceLabels#SourceCell',
  Field: '@/components/admin/fields/SourceLabels#SourceField',
}
