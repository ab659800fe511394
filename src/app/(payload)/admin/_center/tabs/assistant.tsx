import { AssistantView } from '@/components/admin/center/assistant/AssistantView.client'
import { engineFor } from '@/assistant/engines'
import { readOwnerTimeZone } from '@/settings/readTimeZone'

import type { TabProps } from '../types'

/**
 * AI Assistant (spec §2, §4, §5): which assistant answers (OpenAI with a key, else the offline
 * assistant, which says what it cannot do), the command box with voice, the Quick Commands, the
 * result card with its proposal, and her past commands. Commands run in the browser against
 * /api/admin/ai-command; nothing changes until she presses Accept & Implement.
 */
export default async function AssistantTab({ req }: TabProps) {
  const engine = engineFor()
  const zone = await readOwnerTimeZone(req.payload, req)
  return <AssistantView engine={{ name: engine.name, label: engine.label }} zone={zone} />
}
