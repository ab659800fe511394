/**
 * What the browser read of a file when she chose it, kept for the page of its import, which the
 * Import screen opens next (a new address, so reload and back keep her place). Only this visit's:
 * a reload shows the columns without their examples.
 */
export const chosenFiles = new Map<
  number,
  { examples: Record<string, string[]>; justUploaded: boolean }
>()
