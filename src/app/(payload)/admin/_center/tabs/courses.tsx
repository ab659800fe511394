import type { TabProps } from '../types'

// Filled in by the Admin Center work in progress (issue 13).
export default async function Tab(_props: TabProps) {
  return null
}
