import { useSyncExternalStore } from 'react'

const neverChanges = () => () => {}

/**
 * False in the server's HTML and while the page hydrates, true once React runs it. A control that
 * is disabled until then cannot take a choice React would not see (a select changed before its
 * change handler exists keeps its old value in state, and Save would silently leave it out) or
 * submit its form natively, as a GET to the page.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  )
