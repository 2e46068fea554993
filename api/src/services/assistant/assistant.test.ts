import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Readable } from 'node:stream'

import {
  dec,
  formatMoney,
  sumOf,
  type ContractInput,
  type Dec,
} from '@procura/shared'

import { db } from 'src/lib/db'
import { daysFrom, todayInSaoPaulo } from 'src/lib/testing/companyDays'
import { contractInput } from 'src/lib/testing/contractInput'
import { signInAs } from 'src/lib/testing/signInAs'
import { ids } from 'src/lib/testing/sourcingScenario'
import { savingsByCategoryManager } from 'src/services/assistant/assistantData'
import { createContract } from 'src/services/contracts/contracts'
import { createSavingsFixture } from 'src/services/savings/savingsFixture'
import { csvOf, fixtureLines, spendOf } from 'src/services/spend/spendFixture'
import { importSpendLines } from 'src/services/spend/spendImport'

import { completion, conversationMessages } from './assistant'

const ask = (message: string, locale: 'en' | 'pt' = 'en', id?: string) =>
  completion({ message, id }, { locale })

const contract = async (
  contractId: string,
  days: number,
  change: Partial<ContractInput> = {}
) => {
  const today = await todayInSaoPaulo()
  return createContract({
    input: contractInput({
      contractId,
      startDate: daysFrom(today, -200),
      endDate: daysFrom(today, days),
      estimatedConclusionDate: daysFrom(today, days),
      ...change,
    }),
  })
}

/** Acme's contracts ending in 5, 29, 30 and 45 days and 3 days ago; Globex's ending in 10 days. */
const ENDING_IN = {
  'CT-5': 5,
  'CT-29': 29,
  'CT-30': 30,
  'CT-45': 45,
  'CT-OLD': -3,
}
const seedContracts = async () => {
  await signInAs('stranger')
  await contract('GLOBEX-SECRET', 10, { categoryManagerId: 'user-stranger' })
  await signInAs('owner')
  for (const [contractId, days] of Object.entries(ENDING_IN))
    await contract(contractId, days)
}

describe('the built-in assistant', () => {
  scenario(
    'contracts expiring in N days, or already ended, in English and Portuguese',
    async () => {
      await seedContracts()
      const { response, completionId } = await ask(
        'Which contracts expire in 30 days?'
      )
      expect(response).toContain('2 contracts end in the next 30 days:')
      expect(response).toContain(
        '[CT-5](/app/traffic-light/contract?contractId=CT-5) Filmes Sul'
      )
      expect(response).toContain('[CT-29]')
      // 30 days left is the traffic light's next bucket, not "less than 30 days"
      expect(response).not.toContain('CT-30')
      expect(response).not.toContain('CT-45')
      expect(response).not.toContain('GLOBEX')
      expect(completionId).toEqual(expect.any(String))

      const inPortuguese = await ask('Quais contratos vencem em 50 dias?', 'pt')
      expect(inPortuguese.response).toContain(
        '4 contratos terminam nos próximos 50 dias:'
      )
      expect(inPortuguese.response).toContain('[CT-45]')
      const ended = await ask('contratos vencidos', 'pt')
      expect(ended.response).toContain('1 contrato já terminou:')
      expect(ended.response).toContain('[CT-OLD]')
    }
  )

  scenario(
    'contracts ending this month or next month are those of the calendar month',
    async () => {
      await seedContracts()
      const today = await todayInSaoPaulo()
      const monthOf = (offset: number) =>
        new Date(
          Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + offset, 1)
        )
          .toISOString()
          .slice(0, 7)
      const endingIn = (month: string) =>
        Object.entries(ENDING_IN)
          .filter(([, days]) =>
            daysFrom(today, days).toISOString().startsWith(month)
          )
          .map(([contractId]) => contractId)

      for (const [question, offset] of [
        ['Which contracts end this month?', 0],
        ['Which contracts end next month?', 1],
      ] as const) {
        const { response } = await ask(question)
        const expected = endingIn(monthOf(offset))
        const listed = Object.keys(ENDING_IN).filter((id) =>
          response.includes(`[${id}]`)
        )
        expect(listed).toEqual(expected)
      }
      const month = new Intl.DateTimeFormat('pt-BR', {
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(`${monthOf(0)}-01T00:00:00Z`))
      expect(
        (await ask('Quais contratos vencem este mês?', 'pt')).response
      ).toMatch(
        new RegExp(`terminam? em ${month}|Nenhum contrato termina em ${month}`)
      )
    }
  )

  scenario(
    "answers in the question's language, whatever the interface's",
    async () => {
      await seedContracts()
      expect(
        (await ask('Quais contratos vencem em 30 dias?', 'en')).response
      ).toContain('2 contratos terminam nos próximos 30 dias:')
      expect(
        (await ask('Which contracts expire in 30 days?', 'pt')).response
      ).toContain('2 contracts end in the next 30 days:')
      // a process ID alone says nothing of a language: the interface's is kept
      expect((await ask('PRC-2020-0001', 'pt')).response).toMatch(
        /^Não encontrei/
      )
    }
  )

  scenario(
    'processes waiting for my approval, and a process status, only of my company',
    async () => {
      const [step] = await db.approvalWorkflowEntry.findMany({
        where: { processId: ids.acmeProcess },
        orderBy: { priority: 'asc' },
      })
      await db.process.update({
        where: { id: ids.acmeProcess },
        data: { status: 'IN_REVIEW', reviewCycle: 1 },
      })
      await db.workflowReview.create({
        data: {
          processId: ids.acmeProcess,
          entryId: step.id,
          title: step.title,
          priority: step.priority,
          userId: 'user-manager',
          reviewerName: 'Manager Test',
          status: 'PENDING',
          pendingSince: new Date(),
        },
      })
      const code = `PRC-${new Date().getUTCFullYear()}-0007`

      await signInAs('manager')
      const waiting = await ask('What is waiting for my approval?')
      expect(waiting.response).toContain(
        '1 process is waiting for your approval:'
      )
      expect(waiting.response).toContain(
        `[${code}](/app/process/${ids.acmeProcess}/general) Steel coils 7`
      )
      await signInAs('owner')
      expect(
        (await ask('Quais processos aguardam minha aprovação?', 'pt')).response
      ).toBe('Nenhum processo aguarda sua aprovação.')

      expect((await ask(`What is the status of ${code}?`)).response).toBe(
        `[${code}](/app/process/${ids.acmeProcess}/general) Steel coils 7 is In review; category manager Buyer Test.`
      )
      expect((await ask('status do processo 7', 'pt')).response).toContain(
        'está Em revisão'
      )
      // Globex's process is number 1: not Acme's to see
      expect((await ask('status of process 1')).response).toBe(
        'I found no process 1 in your company.'
      )
      await signInAs('stranger')
      expect((await ask('status of process 7')).response).toBe(
        'I found no process 7 in your company.'
      )
    }
  )

  scenario('top suppliers and materials by spend in a year', async () => {
    const lines = fixtureLines()
    await importSpendLines({
      companyId: 'company-acme',
      input: Readable.from([csvOf(lines)]),
    })
    await importSpendLines({
      companyId: 'company-globex',
      input: Readable.from([
        csvOf(
          lines.slice(0, 5).map((line) => ({
            ...line,
            supplier: 'Globex Secret',
            categoryManager: '',
          }))
        ),
      ]),
    })
    await signInAs('owner')
    const sums = new Map<string, Dec>()
    for (const line of lines)
      sums.set(
        line.supplier,
        (sums.get(line.supplier) ?? dec(0)).plus(spendOf(line))
      )
    const [top] = [...sums].sort(([, a], [, b]) => b.comparedTo(a))
    const total = sumOf([...sums.values()])

    const { response } = await ask('Top suppliers by spend in 2026')
    expect(response).toContain(
      `Top 5 suppliers by spend in 2026 (total ${formatMoney(total, 'BRL', 'en')}):`
    )
    expect(response.split('\n')[1]).toBe(
      `- ${top[0]}: ${formatMoney(top[1], 'BRL', 'en')} (${top[1].div(total).times(100).toFixed(1)}%)`
    )
    expect(response).toContain('[Spending analysis](/app/spending-analysis)')
    expect(response).not.toContain('Globex')
    expect(
      (await ask('principais materiais em 2026', 'pt')).response
    ).toContain('Os 3 maiores materiais por gasto em 2026')
    expect((await ask('top suppliers in 2019')).response).toBe(
      'There is no spend in 2019 yet.'
    )
  })

  scenario('savings this year by category manager', async () => {
    await createSavingsFixture()
    await signInAs('owner')
    const year = new Date().getFullYear()
    const savings = await savingsByCategoryManager({ year })
    expect(savings.managers.length).toBeGreaterThan(1)
    const { response } = await ask('savings this year by category manager')
    expect(response).toContain(
      `Cost saving of approved processes in ${year}: ${formatMoney(savings.costSaving, 'BRL', 'en')}.`
    )
    for (const manager of savings.managers)
      expect(response).toContain(
        `${manager.name}: ${formatMoney(manager.costSaving, 'BRL', 'en')}`
      )
    expect(
      (await ask('economia por gerente de categoria em 2019', 'pt')).response
    ).toBe('Nenhum processo foi aprovado em 2019 ainda.')
  })

  scenario(
    'how to use the product, and what it can answer when it does not understand',
    async () => {
      await signInAs('buyer')
      expect((await ask('How do I import spend?')).response).toContain(
        '[Spending analysis](/app/spending-analysis)'
      )
      expect(
        (await ask('Como faço para aprovar um processo?', 'pt')).response
      ).toContain('etapa de revisão')
      const lost = await ask('What is the weather like?')
      expect(lost.response).toMatch(
        /^I did not understand\. I can answer:\n- which contracts expire/
      )
      expect((await ask('Vai chover?', 'pt')).response).toMatch(
        /^Não entendi\./
      )
    }
  )
})

describe('the conversation', () => {
  scenario(
    'is stored per user: continued with its id, read again, closed to anyone else',
    async () => {
      await signInAs('buyer')
      const first = await ask('How do I add a contract?')
      const second = await ask(
        'And how do I set a target?',
        'en',
        first.completionId
      )
      expect(second.completionId).toBe(first.completionId)
      expect(
        (await conversationMessages(first.completionId)).map((m) => [
          m.author,
          m.message.slice(0, 14),
        ])
      ).toEqual([
        ['USER', 'How do I add a'],
        ['ASSISTANT', first.response.slice(0, 14)],
        ['USER', 'And how do I s'],
        ['ASSISTANT', second.response.slice(0, 14)],
      ])

      await signInAs('manager')
      await expect(conversationMessages(first.completionId)).rejects.toThrow(
        'chat.errors.notFound'
      )
      await expect(ask('hello', 'en', first.completionId)).rejects.toThrow(
        'chat.errors.notFound'
      )
      await signInAs('stranger')
      await expect(ask('hello', 'en', first.completionId)).rejects.toThrow(
        'chat.errors.notFound'
      )
      expect(await db.chatMessage.count()).toBe(4)
    }
  )

  scenario(
    'refuses an empty or too long message, and too many in a minute',
    async () => {
      await signInAs('buyer')
      await expect(ask('   ')).rejects.toThrow('validation.required')
      await expect(ask('x'.repeat(1001))).rejects.toThrow('chat.errors.tooLong')
      expect(await db.chatCompletion.count()).toBe(0)
      for (let n = 0; n < 20; n++) await ask('hello')
      await expect(ask('hello')).rejects.toThrow(
        'auth.messages.tooManyRequests'
      )
    }
  )
})

/** A chat completions server: each request answered by the next reply; what it received is kept. */
const modelServer = async (
  replies: ((body: {
    messages: { role: string; content: string }[]
  }) => unknown)[]
) => {
  const received: { messages: { role: string; content: string }[] }[] = []
  const server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => (body += chunk))
    request.on('end', async () => {
      const parsed = JSON.parse(body)
      received.push(parsed)
      const reply = await replies[received.length - 1](parsed)
      if (reply === 'fail') {
        response.writeHead(500).end()
        return
      }
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ choices: [{ message: reply }] }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  process.env.ASSISTANT_API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`
  process.env.ASSISTANT_MODEL = 'test-model'
  return { server, received }
}

describe('the language model assistant', () => {
  let model: {
    server: Server
    received: { messages: { role: string; content: string }[] }[]
  }
  afterEach(() => {
    model?.server.close()
    delete process.env.ASSISTANT_API_URL
    delete process.env.ASSISTANT_MODEL
    delete process.env.ASSISTANT_TIMEOUT_MS
  })

  scenario(
    'calls a data tool as the user, and answers with what it got',
    async () => {
      await seedContracts()
      model = await modelServer([
        () => ({
          role: 'assistant',
          content: null,
          tool_calls: [
            {
              id: 'call-1',
              type: 'function',
              function: { name: 'contracts_ending', arguments: '{"days":30}' },
            },
          ],
        }),
        ({ messages }) => {
          const data = JSON.parse(messages.at(-1).content)
          return {
            role: 'assistant',
            content: `Ending soon: ${data.contracts.map((c) => c.contractId).join(', ')}`,
          }
        },
      ])
      const { response } = await ask('Which contracts end soon?')
      expect(response).toBe('Ending soon: CT-5, CT-29')
      const [first, second] = model.received
      expect(first.messages[0].content).toContain('Answer in English')
      expect(JSON.stringify(second)).not.toContain('GLOBEX')
      expect(second.messages.at(-1)).toMatchObject({
        role: 'tool',
        tool_call_id: 'call-1',
      })
    }
  )

  scenario(
    'falls back to the built-in assistant on a timeout or an error',
    async () => {
      await seedContracts()
      process.env.ASSISTANT_TIMEOUT_MS = '200'
      model = await modelServer([
        () =>
          new Promise((resolve) =>
            setTimeout(
              () => resolve({ role: 'assistant', content: 'late' }),
              1_000
            )
          ),
      ])
      expect(
        (await ask('Which contracts expire in 30 days?')).response
      ).toContain('2 contracts end in the next 30 days:')
      model.server.close()

      model = await modelServer([() => 'fail'])
      expect(
        (await ask('contratos que vencem em 30 dias', 'pt')).response
      ).toContain('2 contratos terminam nos próximos 30 dias:')
      expect(model.received).toHaveLength(1)
    }
  )
})
