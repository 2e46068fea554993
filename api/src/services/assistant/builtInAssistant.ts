import {
  formatDate,
  formatMoney,
  formatNumber,
  formatYearMonth,
  localeTag,
  type Locale,
  type Numeric,
} from '@procura/shared'

import { translate } from 'src/lib/i18n'

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

// The assistant that needs no network: the questions procurement users ask most, in English and
// Portuguese, answered from the company's data. Answers are in the reader's language, with links
// to the screens written [label](/app/…).

type Answer = (locale: Locale) => Promise<string>

/** Lower case, without accents: "Aprovação" and "aprovacao" read the same. */
const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()

const yearIn = (question: string) =>
  Number(question.match(/\b(20\d{2})\b/)?.[1] ?? new Date().getFullYear())

const list = (lines: string[]) => lines.map((line) => `- ${line}`).join('\n')

type EndingContract = Awaited<
  ReturnType<typeof contractsEnding>
>['contracts'][number]

/** A heading, then each line of a list, then how many more it holds than it shows. */
const listedWithMore = (
  locale: Locale,
  heading: string,
  lines: string[],
  total: number
) =>
  [
    heading,
    list(lines),
    total > lines.length
      ? translate(locale, 'chat.contracts.more', {
          count: total - lines.length,
        })
      : '',
  ]
    .filter(Boolean)
    .join('\n')

const contractLink = (contractId: string) =>
  `[${contractId}](/app/traffic-light/contract?contractId=${encodeURIComponent(contractId)})`

/** A heading, then each contract with its link, then how many more the list holds. */
const contractList = (
  locale: Locale,
  heading: string,
  { total, contracts }: { total: number; contracts: EndingContract[] }
) => {
  if (!total) return heading
  return listedWithMore(
    locale,
    heading,
    contracts.map((contract) =>
      translate(locale, 'chat.contracts.line', {
        link: contractLink(contract.contractId),
        supplier: contract.supplier,
        material: contract.material,
        endDate: formatDate(contract.endDate, locale),
      })
    ),
    total
  )
}

const contractsAnswer =
  (days: number): Answer =>
  async (locale) => {
    const ending = await contractsEnding({ days })
    const count = ending.total
    return contractList(
      locale,
      days < 0
        ? translate(locale, 'chat.contracts.expired', { count })
        : translate(locale, 'chat.contracts.expiring', { count, days }),
      ending
    )
  }

const contractsInMonthAnswer =
  (offset: number): Answer =>
  async (locale) => {
    const ending = await contractsEndingInMonth({ offset })
    const month = new Intl.DateTimeFormat(localeTag(locale), {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${ending.month}-01T00:00:00Z`))
    return contractList(
      locale,
      translate(locale, 'chat.contracts.inMonth', {
        count: ending.total,
        month,
      }),
      ending
    )
  }

const runningOutAnswer: Answer = async (locale) => {
  const { currencyCode, total, contracts } =
    await contractsRunningOutOfBalance()
  const t = (key: string, values?: Record<string, unknown>) =>
    translate(locale, `chat.runningOut.${key}`, values)
  if (!total) return t('none')
  return listedWithMore(
    locale,
    t('heading', { count: total }),
    contracts.map((contract) =>
      t('line', {
        link: contractLink(contract.contractId),
        supplier: contract.supplier,
        material: contract.material,
        balance: formatMoney(contract.currentBalance, currencyCode, locale),
        runsOut: formatDate(contract.runsOut, locale),
        endDate: formatDate(contract.endDate, locale),
      })
    ),
    total
  )
}

const offContractAnswer =
  (quarter: number): Answer =>
  async (locale) => {
    const spend = await offContractSpend({ quarter })
    const t = (key: string, values?: Record<string, unknown>) =>
      translate(locale, `chat.offContract.${key}`, values)
    const money = (value: Numeric) => formatMoney(value, spend.currency, locale)
    const month = (value: string) => formatYearMonth(value, locale)
    const period = { from: month(spend.fromMonth), to: month(spend.toMonth) }
    const link = t('link', {
      link: `[${translate(locale, 'spend.compliance.title')}](/app/spending-analysis/compliance)`,
    })
    if (spend.compliance === null || spend.suppliers.length === 0)
      return `${t('none', period)}\n${link}`
    return [
      t('heading', {
        ...period,
        off: money(spend.offContract),
        under: money(spend.underContract),
        share: formatNumber(spend.compliance, locale, 1),
      }),
      list(
        spend.suppliers.map(
          (supplier) => `${supplier.name}: ${money(supplier.amount)}`
        )
      ),
      link,
    ].join('\n')
  }

const processLink = (process: { id: string; code: string }) =>
  `[${process.code}](/app/process/${process.id}/general)`

const awaitingAnswer: Answer = async (locale) => {
  const { total, processes } = await processesAwaitingMe()
  const heading = translate(locale, 'chat.awaiting.heading', { count: total })
  if (!total) return heading
  return `${heading}\n${list(processes.map((p) => `${processLink(p)} ${p.title}`))}`
}

const statusAnswer =
  (code: string): Answer =>
  async (locale) => {
    const process = await processStatus({ code })
    if (!process) return translate(locale, 'chat.status.notFound', { code })
    return translate(locale, 'chat.status.answer', {
      link: processLink(process),
      title: process.title,
      status: translate(locale, `process.status.${process.status}`),
      manager: process.categoryManager,
    })
  }

const spendAnswer =
  (dimension: 'supplier' | 'material', year: number): Answer =>
  async (locale) => {
    const { currency, total, groups } = await topSpend({ dimension, year })
    const t = (key: string, values?: Record<string, unknown>) =>
      translate(locale, `chat.spend.${key}`, values)
    if (!groups.length) return t('empty', { year })
    return [
      t(dimension, {
        count: groups.length,
        year,
        total: formatMoney(total, currency, locale),
      }),
      list(
        groups.map(
          (group) =>
            `${group.name}: ${formatMoney(group.spend, currency, locale)} (${formatNumber(group.share * 100, locale, 1)}%)`
        )
      ),
      t('link', {
        link: `[${translate(locale, 'pages.spending')}](/app/spending-analysis)`,
      }),
    ].join('\n')
  }

const savingsAnswer =
  (year: number): Answer =>
  async (locale) => {
    const { currency, costSaving, managers } = await savingsByCategoryManager({
      year,
    })
    const t = (key: string, values?: Record<string, unknown>) =>
      translate(locale, `chat.savings.${key}`, values)
    const money = (value: Numeric) => formatMoney(value, currency, locale)
    if (!managers.length) return t('empty', { year })
    return [
      t('heading', { year, total: money(costSaving) }),
      list(
        managers.map((manager) =>
          t('line', {
            name: manager.name,
            saving: money(manager.costSaving),
            reduction: money(manager.costReduction),
            avoidance: money(manager.costAvoidance),
            count: manager.processes,
          })
        )
      ),
      t('link', { link: `[${translate(locale, 'pages.dashboard')}](/app)` }),
    ].join('\n')
  }

const targetAnswer =
  (year: number): Answer =>
  async (locale) => {
    const { currency, costSaving, target, share } = await savingsAgainstTarget({
      year,
    })
    const t = (key: string, values?: Record<string, unknown>) =>
      translate(locale, `chat.target.${key}`, values)
    const money = (value: Numeric) => formatMoney(value, currency, locale)
    const link = t('link', {
      link: `[${translate(locale, 'pages.dashboard')}](/app)`,
    })
    if (target === null)
      return `${t('noTarget', { year, saving: money(costSaving) })}\n${link}`
    return [
      t('answer', {
        year,
        saving: money(costSaving),
        target: money(target),
        share: formatNumber((share ?? 0) * 100, locale, 1),
      }),
      link,
    ].join('\n')
  }

/** "How do I …" topics, each with the words that name it in either language. */
const HELP_TOPICS: [string, RegExp][] = [
  ['approve', /(approv|aprov|review|revis)/],
  ['contract', /(contract|contrato)/],
  ['spendImport', /(import|csv|spend|gasto)/],
  ['team', /(user|usuario|role|funcao|team|equipe|convid|invite)/],
  ['target', /(target|meta)/],
  ['process', /(process|sourcing|cotac|quotation|award|adjudic)/],
]

const helpAnswer =
  (topic: string): Answer =>
  async (locale) =>
    translate(locale, `chat.help.${topic}`)

const fallbackAnswer: Answer = async (locale) =>
  translate(locale, 'chat.fallback')

/** A question about the company's data, or null. */
const dataIntentOf = (text: string): Answer | null => {
  const code =
    text.match(/\bprc-\d{4}-\d{1,9}\b/)?.[0] ??
    text.match(/\bprocess[o]?\s*#?\s*(\d{1,9})\b/)?.[1]
  if (code) return statusAnswer(code)
  if (/(off[- ]?contract|fora d[eo]s? contratos?|leakage|vazamento)/.test(text))
    return offContractAnswer(
      /(this quarter|este trimestre|neste trimestre|esse trimestre)/.test(text)
        ? 0
        : -1
    )
  if (/(contract|contrato)/.test(text)) {
    // "…run out of balance before they end": the balance's estimate, not the term
    if (
      /(balance|saldo)/.test(text) &&
      /(run(ning)? out|acab|esgot|termin|ending|before)/.test(text)
    )
      return runningOutAnswer
    if (/(expired|vencid|expirad)/.test(text)) return contractsAnswer(-1)
    // a calendar month, as people mean it: not the next 30 days
    if (/(this month|este mes|neste mes|esse mes|nesse mes)/.test(text))
      return contractsInMonthAnswer(0)
    if (/(next month|proximo mes)/.test(text)) return contractsInMonthAnswer(1)
    const days = text.match(/(\d{1,4})\s*(day|dia)/)?.[1]
    if (days || /(expir|venc|ending|termin)/.test(text))
      return contractsAnswer(Number(days ?? 30))
  }
  if (
    /(approv|aprova|review|revis)/.test(text) &&
    /(\bmy\b|\bme\b|minha|\bmim\b|pending|pendente|waiting|aguard)/.test(text)
  )
    return awaitingAnswer
  const aboutSavings = /(saving|saved|save\b|economi|poupa)/.test(text)
  // "how do I set a target" is a how-to; "how much did we save against the target" is data
  const howTo =
    /(how (do|can|to)|como (eu )?(posso|faco|defin|cri|configur))/.test(text)
  if (aboutSavings && /(target|meta|goal|objetivo)/.test(text) && !howTo)
    return targetAnswer(yearIn(text))
  if (
    aboutSavings &&
    (/(manager|gerente|gestor)/.test(text) || /(how much|quanto)/.test(text))
  )
    return savingsAnswer(yearIn(text))
  if (/(top|biggest|largest|main|maiores|principais)/.test(text)) {
    if (/(supplier|fornecedor)/.test(text))
      return spendAnswer('supplier', yearIn(text))
    if (/materia/.test(text)) return spendAnswer('material', yearIn(text))
  }
  return null
}

/** The question's intent: data first, then "how do I…", else what the assistant can answer. */
const intentOf = (question: string): Answer => {
  const text = plain(question)
  const data = dataIntentOf(text)
  if (data) return data
  const topic = /\b(how|como)\b/.test(text)
    ? HELP_TOPICS.find(([, words]) => words.test(text))
    : undefined
  return topic ? helpAnswer(topic[0]) : fallbackAnswer
}

/** The built-in assistant's answer to a question, as the signed-in user, in `locale`. */
export const builtInAnswer = (question: string, locale: Locale) =>
  intentOf(question)(locale)
