import type { Locale } from '@procura/shared'

import { logger } from 'src/lib/logger'

import {
  contractsEnding,
  contractsEndingInMonth,
  contractsRunningOutOfBalance,
  offContractSpend,
  processesAwaitingMe,
  processStatus,
  savingsAgainstTarget,
  savingsByCategoryManager,
  topSpend,
} from './assistantData'

// The optional language model: an OpenAI-compatible chat completions endpoint (a local Ollama, or
// any provider) given the same data functions as tools, so that its answers stay grounded in the
// company's data and checked against the asking user's permissions.

export interface LlmSettings {
  /** e.g. http://127.0.0.1:11434/v1 */
  url: string
  model: string
  apiKey?: string
  timeoutMs: number
}

/** The settings when ASSISTANT_API_URL and ASSISTANT_MODEL are set; otherwise the built-in assistant answers. */
export const llmSettings = (): LlmSettings | null =>
  process.env.ASSISTANT_API_URL && process.env.ASSISTANT_MODEL
    ? {
        url: process.env.ASSISTANT_API_URL.replace(/\/$/, ''),
        model: process.env.ASSISTANT_MODEL,
        apiKey: process.env.ASSISTANT_API_KEY,
        timeoutMs: Number(process.env.ASSISTANT_TIMEOUT_MS) || 20_000,
      }
    : null

const year = { type: 'integer', description: 'calendar year, e.g. 2026' }

/** Each tool: its JSON schema for the model, and the data function it runs as the user. */
const TOOLS = {
  contracts_ending: {
    description:
      'Contracts of my company ending within the next N days (negative N: already ended), soonest first',
    parameters: { days: { type: 'integer' } },
    run: (args: { days?: number }) =>
      contractsEnding({
        days: Math.max(-1, Math.min(3650, Number(args.days) || 30)),
      }),
  },
  contracts_ending_in_month: {
    description:
      'Contracts of my company ending in a calendar month: offset 0 is this month, 1 the next',
    parameters: { offset: { type: 'integer' } },
    run: (args: { offset?: number }) =>
      contractsEndingInMonth({
        offset: Math.max(0, Math.min(24, Number(args.offset) || 0)),
      }),
  },
  contracts_running_out_of_balance: {
    description:
      'Contracts of my company whose balance runs out before they end, at the pace of their last months of spend',
    parameters: {},
    run: () => contractsRunningOutOfBalance(),
  },
  off_contract_spend: {
    description:
      'Spend that escaped a contract in a calendar quarter (0: this one, -1: the last), beside the spend under contract, and the suppliers it went to',
    parameters: { quarter: { type: 'integer' } },
    run: (args: { quarter?: number }) =>
      offContractSpend({
        quarter: Math.max(-12, Math.min(0, Number(args.quarter) || 0)),
      }),
  },
  processes_awaiting_my_approval: {
    description: 'Sourcing processes waiting for my decision as an approver',
    parameters: {},
    run: () => processesAwaitingMe(),
  },
  process_status: {
    description:
      'Status, title and category manager of a process by its ID (PRC-2026-0007) or number',
    parameters: { code: { type: 'string' } },
    run: (args: { code?: string }) =>
      processStatus({ code: String(args.code ?? '') }),
  },
  top_spend: {
    description: 'The five largest suppliers or materials by spend in a year',
    parameters: {
      dimension: { type: 'string', enum: ['supplier', 'material'] },
      year,
    },
    run: (args: { dimension?: string; year?: number }) =>
      topSpend({
        dimension: args.dimension === 'material' ? 'material' : 'supplier',
        year: Number(args.year) || new Date().getFullYear(),
      }),
  },
  savings_against_target: {
    description:
      "Realized cost saving (approved processes) in a year against the company's savings target",
    parameters: { year },
    run: (args: { year?: number }) =>
      savingsAgainstTarget({
        year: Number(args.year) || new Date().getFullYear(),
      }),
  },
  savings_by_category_manager: {
    description:
      'Realized cost saving (approved processes) in a year, by category manager',
    parameters: { year },
    run: (args: { year?: number }) =>
      savingsByCategoryManager({
        year: Number(args.year) || new Date().getFullYear(),
      }),
  },
} as const

type ToolName = keyof typeof TOOLS

const toolDefinitions = Object.entries(TOOLS).map(([name, tool]) => ({
  type: 'function',
  function: {
    name,
    description: tool.description,
    parameters: { type: 'object', properties: tool.parameters },
  },
}))

interface ChatMessage {
  role: 'system' | 'user' | 'assistant' | 'tool'
  content: string | null
  tool_calls?: { id: string; function: { name: string; arguments: string } }[]
  tool_call_id?: string
}

const systemPrompt = (locale: Locale) =>
  [
    "You are Procura's assistant for procurement teams.",
    `Answer in ${locale === 'pt' ? 'Brazilian Portuguese' : 'English'}, briefly.`,
    'Use the tools for any figure about the company; never invent data.',
    'Link screens as [label](/app/...): /app (sourcing dashboard), /app/process, /app/traffic-light/contract, /app/spending-analysis.',
  ].join(' ')

// a model that keeps asking for tools is stopped here
const MAX_ROUNDS = 4

const ask = async (
  settings: LlmSettings,
  messages: ChatMessage[],
  signal: AbortSignal
) => {
  const response = await fetch(`${settings.url}/chat/completions`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(settings.apiKey && { authorization: `Bearer ${settings.apiKey}` }),
    },
    body: JSON.stringify({
      model: settings.model,
      messages,
      tools: toolDefinitions,
    }),
    signal,
  })
  if (!response.ok)
    throw new Error(`assistant model answered ${response.status}`)
  const body = (await response.json()) as {
    choices: { message: ChatMessage }[]
  }
  return body.choices[0].message
}

const runTool = async (call: {
  function: { name: string; arguments: string }
}) => {
  const tool = TOOLS[call.function.name as ToolName]
  if (!tool) return { error: 'unknown tool' }
  return tool.run(JSON.parse(call.function.arguments || '{}'))
}

/** The model's answer, its tool calls run as the signed-in user; throws on a timeout or an error. */
export const llmAnswer = async (
  settings: LlmSettings,
  question: string,
  locale: Locale
) => {
  const signal = AbortSignal.timeout(settings.timeoutMs)
  const messages: ChatMessage[] = [
    { role: 'system', content: systemPrompt(locale) },
    { role: 'user', content: question },
  ]
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const reply = await ask(settings, messages, signal)
    if (!reply.tool_calls?.length) {
      if (!reply.content?.trim())
        throw new Error('assistant model gave no answer')
      return reply.content.trim()
    }
    messages.push({
      role: 'assistant',
      content: reply.content ?? null,
      tool_calls: reply.tool_calls,
    })
    for (const call of reply.tool_calls) {
      const result = await runTool(call)
      logger.debug({ tool: call.function.name }, 'assistant tool call')
      messages.push({
        role: 'tool',
        tool_call_id: call.id,
        content: JSON.stringify(result),
      })
    }
  }
  throw new Error('assistant model asked for tools too many times')
}
