import type { HistoryLine, HistoryPage } from '@/assistant/operations/listAssistantHistory'
import type { AiInsights, CommandResult, Proposal } from '@/assistant/types'

/**
 * The AI Assistant's calls (spec §7). They are not catalogue operations with a JSON input of their
 * own shape on one route (a command's id is in the address, the voice is multipart), so they are
 * sent here; what the server refuses comes back as an AssistantApiError with its message.
 */

export class AssistantApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The server's own words, when it gave any. */
    readonly serverMessage?: string,
  ) {
    super(message)
    this.name = 'AssistantApiError'
  }
}

async function send<Answer>(path: string, init: RequestInit = {}): Promise<Answer> {
  let response: Response
  try {
    response = await fetch(path, { credentials: 'same-origin', ...init })
  } catch {
    throw new AssistantApiError('The server could not be reached. Please check your connection.', 0)
  }
  const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>
  if (!response.ok) {
    const message = typeof answer.message === 'string' && answer.message ? answer.message : ''
    throw new AssistantApiError(
      message || `The server answered ${response.status}.`,
      response.status,
      message || undefined,
    )
  }
  return answer as Answer
}

const json = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
})

export const runCommand = (command: string) =>
  send<CommandResult>('/api/admin/ai-command', json({ command }))

export type AcceptInput = {
  details?: string
  subject?: string
  exclude?: number[]
  confirm?: true
}
export type AcceptAnswer = { ok: true; id: number; status: 'accepted'; outcome: string }

export const acceptCommand = (id: number, input: AcceptInput) =>
  send<AcceptAnswer>(`/api/admin/ai-command/${encodeURIComponent(id)}/accept`, json(input))

export const dismissCommand = (id: number) =>
  send<{ ok: true; id: number; status: 'dismissed' }>(
    `/api/admin/ai-command/${encodeURIComponent(id)}/dismiss`,
    json({}),
  )

export type { HistoryLine, HistoryPage }

export const readHistory = (page: number) =>
  send<HistoryPage>(`/api/admin/ai-history?page=${encodeURIComponent(page)}`)

type CommandRow = Omit<CommandResult, 'recommendations' | 'proposal'> & {
  recommendations?: unknown
  proposal?: Proposal | null
}

/**
 * One of her commands as its result, to open a suggestion still waiting for her (one her AI app
 * sent over MCP, or one she left) into the result card: her history's own record, read as her.
 */
export async function readCommand(id: number): Promise<CommandResult> {
  const row = await send<CommandRow>(`/api/assistant-commands/${encodeURIComponent(id)}?depth=0`)
  return {
    ...row,
    action: row.action ?? '',
    summary: row.summary ?? '',
    details: row.details ?? '',
    recommendations: Array.isArray(row.recommendations)
      ? row.recommendations.filter((line): line is string => typeof line === 'string')
      : [],
    proposal: row.proposal ?? null,
  }
}

/** {} when there is nothing to say yet (spec §2: the panel is then hidden). */
export const readInsights = () => send<Partial<AiInsights>>('/api/admin/ai-insights')

export type VoiceAnswer = { transcript: string; autoExecute: boolean }

export function sendVoice(recording: Blob, field: string, fileName: string) {
  const form = new FormData()
  form.append(field, recording, fileName)
  return send<VoiceAnswer>('/api/admin/voice-command', { method: 'POST', body: form })
}
