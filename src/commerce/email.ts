/** Kept apart from ./schema so a browser page can use it without the validation library. */
export const normaliseEmail = (value: string) => value.trim().toLowerCase()
