import http from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A local stand-in for OpenAI's API, speaking the two parts the site uses: Chat Completions with
 * tool calls, and audio transcriptions. Its model is a script: asked a command with tools, it
 * calls `findPeople` (joined in the last 24 hours) and `listSequences`; given their results, it
 * proposes `enrolInSequence` for exactly the people the tool returned (their ids, read from the
 * tool message); then it answers in the JSON the system prompt asks for. Asked without tools (the
 * AI Insights), it writes three sentences. It keeps every request it received.
 */

type Message = {
  role: string
  content?: string | null
  tool_calls?: { id: string; function: { name: string; arguments: string } }[]
  tool_call_id?: string
}
export type ChatRequest = {
  model: string
  messages: Message[]
  tools?: { type: string; function: { name: string } }[]
  tool_choice?: unknown
}

export const STAND_IN_INSIGHTS = {
  leadQualityInsight: 'Stand-in: your new leads are engaged.',
  emailInsight: 'Stand-in: your e-mails are read.',
  conversionInsight: 'Stand-in: conversion is steady.',
}

export class OpenAiStandIn {
  /** Every request, in order: its path and its raw body (JSON or multipart). */
  readonly requests: { path: string; raw: string; bytes: number; authorization: string }[] = []
  /** 'script' answers; 'error' answers 500; 'refuse' declines; 'hang' never answers. */
  mode: 'script' | 'error' | 'refuse' | 'hang' = 'script'
  /** What the next transcription says. */
  transcript = ''
  private hanging = new Set<http.ServerResponse>()
  private calls = 0
  private server = http.createServer((req, res) => {
    const pieces: Buffer[] = []
    req.on('data', (piece: Buffer) => pieces.push(piece))
    req.on('end', () => {
      const body = Buffer.concat(pieces)
      const path = req.url!.split('?')[0]!
      this.requests.push({
        path,
        raw: body.toString('latin1'),
        bytes: body.length,
        authorization: String(req.headers.authorization ?? ''),
      })
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' })
        res.end(JSON.stringify(json))
      }
      if (this.mode === 'hang') {
        this.hanging.add(res)
        return
      }
      if (this.mode === 'error') {
        return send(500, {
          error: {
            message: 'The stand-in had an error processing your request.',
            type: 'server_error',
          },
        })
      }
      if (this.mode === 'refuse') {
        return send(200, this.reply({ content: null, refusal: 'I cannot help with that.' }, 'stop'))
      }
      if (path === '/v1/audio/transcriptions') return send(200, { text: this.transcript })
      if (path === '/v1/chat/completions') {
        return send(200, this.complete(JSON.parse(body.toString('utf8')) as ChatRequest))
      }
      send(404, { error: { message: `No route ${path}` } })
    })
  })

  url = ''

  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve))
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`
  }

  async stop() {
    for (const res of this.hanging) res.destroy()
    this.server.closeAllConnections()
    await new Promise<void>((resolve) => this.server.close(() => resolve()))
  }

  /** The chat requests received (parsed), in order. */
  chats(): ChatRequest[] {
    return this.requests
      .filter((request) => request.path === '/v1/chat/completions')
      .map((request) => JSON.parse(Buffer.from(request.raw, 'latin1').toString('utf8')))
  }

  private reply(message: Record<string, unknown>, finish: string) {
    this.calls += 1
    return {
      id: `chatcmpl-standin-${this.calls}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: 'stand-in',
      choices: [
        {
          index: 0,
          finish_reason: finish,
          message: { role: 'assistant', refusal: null, ...message },
        },
      ],
      usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
    }
  }

  private toolCalls(calls: { name: string; args: unknown }[]) {
    return this.reply(
      {
        content: null,
        tool_calls: calls.map((call, i) => ({
          id: `call_${this.calls + 1}_${i}`,
          type: 'function',
          function: { name: call.name, arguments: JSON.stringify(call.args) },
        })),
      },
      'tool_calls',
    )
  }

  private complete(request: ChatRequest) {
    if (!request.tools?.length) {
      return this.reply({ content: JSON.stringify(STAND_IN_INSIGHTS) }, 'stop')
    }
    // Which tool answered each tool message, by the call ids the assistant messages carry.
    const names = new Map<string, string>()
    for (const message of request.messages) {
      for (const call of message.tool_calls ?? []) names.set(call.id, call.function.name)
    }
    const results = new Map<string, unknown>()
    for (const message of request.messages) {
      if (message.role !== 'tool') continue
      results.set(names.get(message.tool_call_id!)!, JSON.parse(message.content ?? 'null'))
    }
    if (!results.size) {
      return this.toolCalls([
        { name: 'findPeople', args: { joinedWithinHours: 24 } },
        { name: 'listSequences', args: {} },
      ])
    }
    if (!results.has('enrolInSequence')) {
      const found = results.get('findPeople') as { people?: { id: number }[] }
      const { sequences = [] } = (results.get('listSequences') ?? {}) as {
        sequences?: { id: number; name: string; active: boolean }[]
      }
      const sequence =
        sequences.find((s) => /nurture/i.test(s.name) && s.active) ??
        sequences.find((s) => s.active)
      return this.toolCalls([
        {
          name: 'enrolInSequence',
          args: { sequence: sequence?.id, contacts: (found.people ?? []).map((p) => p.id) },
        },
      ])
    }
    return this.reply(
      {
        content: `\`\`\`json\n${JSON.stringify({
          action: 'Enrol in a sequence',
          summary: 'These new leads would start your Nurture sequence.',
          details: '',
          recommendations: ['Look at who opened the first e-mail in two days.'],
        })}\n\`\`\``,
      },
      'stop',
    )
  }
}
