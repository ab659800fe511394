/**
 * The admin component for code and JSON fields the server writes: text, not Payload's Monaco
 * editor, which loads itself from a CDN (nothing in the admin may download from the internet).
 */
export const READ_ONLY_DATA = '@/components/admin/fields/ReadOnlyData#ReadOnlyData'
