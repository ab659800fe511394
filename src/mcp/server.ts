import { Server } from '@modelcontextprotocol/sdk/server/index.js'
import {
  CallToolRequestSchema,
  type CallToolResult,
  ListToolsRequestSchema,
  type Tool,
} from '@modelcontextprotocol/sdk/types.js'
import type { PayloadRequest } from 'payload'

import { recordCommand } from '@/assistant/history'
import { createToolbox } from '@/assistant/tools'
import type { EngineDraft, Proposal, ToolSpec } from '@/assistant/types'
import { toAppError } from '@/core/errors'

export const MCP_SERVER_NAME = 'her-business'
export const MCP_SERVER_VERSION = '1.0.0'

/** What an AI app reads about this server when it connects. */
export const MCP_INSTRUCTIONS =
  'The tools of a coach’s business: reading tools answer at once from her real data; changing tools only propose a change, which waits in her Admin Center (AI Assistant → history) until she accepts it there.'

export const TOOL_FAILED = 'This tool failed on the server. Please try again later.'

/** What a changing tool answers: nothing has happened yet, and where she decides. */
export const waitingForAccept = (headline: string) =>
  `Waiting for your Accept in the Admin Center (AI Assistant → history): ${headline}`

/** "tagPeople" → "Tag people": the badge her history shows for an AI app's suggestion. */
const actionOf = (name: string) => {
  const words = name.replace(/([A-Z])/g, ' $1').toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** The words a proposal carries for her: what she may edit before Accept, or who it touches. */
function detailsOf(proposal: Proposal): string {
  const editable = proposal.editable
  const edited = editable ? proposal.steps[editable.step]?.input[editable.field] : undefined
  if (typeof edited === 'string') return edited
  const more = proposal.count - proposal.sample.length
  return [...proposal.sample, ...(more > 0 ? [`and ${more} more`] : [])].join('\n')
}

const toolOf = (spec: ToolSpec): Tool => ({
  name: spec.name,
  description: spec.description,
  inputSchema: { type: 'object', ...spec.parameters } as Tool['inputSchema'],
  annotations: {
    // A changing tool changes nothing by itself: it records a proposal she accepts or not.
    readOnlyHint: spec.effect === 'read',
    destructiveHint: false,
    openWorldHint: false,
  },
})

const text = (value: string, isError = false): CallToolResult => ({
  content: [{ type: 'text', text: value }],
  ...(isError ? { isError: true } : {}),
})

/**
 * One MCP server for one request of one of her AI apps, already resolved to her (req.user is the
 * key's owner): the assistant's tools (src/assistant/tools.ts) as MCP tools. A reading tool runs
 * as her and answers with its rows as JSON; a changing tool is recorded in her assistant history
 * as a suggestion from this app and runs only when she accepts it in the Admin Center.
 */
export function createMcpServer(req: PayloadRequest, appLabel: string): Server {
  const toolbox = createToolbox(req)
  const server = new Server(
    { name: MCP_SERVER_NAME, version: MCP_SERVER_VERSION },
    { capabilities: { tools: {} }, instructions: MCP_INSTRUCTIONS },
  )

  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: toolbox.specs.map(toolOf),
  }))

  server.setRequestHandler(CallToolRequestSchema, async ({ params }) => {
    try {
      const outcome = await toolbox.call(params.name, params.arguments ?? {})
      if (outcome.kind === 'data') return text(JSON.stringify(outcome.data))
      const { proposal } = outcome
      const draft: EngineDraft = {
        action: actionOf(params.name),
        summary: proposal.headline,
        details: detailsOf(proposal),
        recommendations: [],
        proposal,
      }
      await recordCommand(req, {
        command: `${appLabel}: ${params.name}`,
        source: 'mcp',
        sourceLabel: appLabel,
        // The app's own model chose the tool; no engine of ours answered.
        engine: 'offline',
        draft,
      })
      return text(waitingForAccept(proposal.headline))
    } catch (error) {
      // Her words for what went wrong (bad arguments, nothing found) go back to the app's model.
      const appError = toAppError(error)
      if (appError) return text(appError.message, true)
      // A fault of ours: logged here, never its details (a query, a stack) to the app.
      req.payload.logger.error({ err: error, tool: params.name }, 'MCP tool failed')
      return text(TOOL_FAILED, true)
    }
  })

  return server
}
