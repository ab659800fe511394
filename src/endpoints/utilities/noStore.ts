/** What no browser or proxy keeps: the owner's figures, a person's own answers. */
export const NO_STORE = { 'Cache-Control': 'no-store' }
