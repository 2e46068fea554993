// E2E helpers for the approval workflow: a process ready to send, prepared through the api.
import Decimal from 'decimal.js'

import { BASE_URL, companyDay, graphqlAs, idTokenOf, mailsTo, roleThroughApi, toast, userThroughApi } from './browser.mjs'

/** Three items a year, for the scenario tests: film, tape and boxes, with their historical and baseline prices. */
export const ITEMS = [
  { code: 'FILM-1', description: 'Stretch film', annualVolume: '1000', historicalPrice: '10', baselinePrice: '11' },
  { code: 'TAPE-2', description: 'Packing tape', annualVolume: '500', historicalPrice: '20', baselinePrice: '22' },
  { code: 'BOX-3', description: 'Carton box', annualVolume: '2000', historicalPrice: '5', baselinePrice: '5.5' },
]
/** Each supplier's price for ITEMS, in their order: Nordeste Films is the cheapest on two. */
export const PRICES = {
  'Filmes Sul': ['9.5', '19', '5'],
  'Nordeste Films': ['9', '18', '4.8'],
  'Pack Brasil': ['9.8', '18.5', '4.6'],
}

/**
 * Round 1 as every supplier quoted ITEMS at PRICES, each for a year; `awarded(name, index)` says
 * which quotations are awarded, at their price and the item's volume.
 */
export const quoteRound = async (draft, suppliers, awarded = () => false) => {
  const input = Object.entries(PRICES).flatMap(([name, prices]) =>
    prices.map((price, index) => ({
      proposalDate: '2026-11-01',
      supplierId: suppliers.get(name),
      itemId: draft.itemIds[index],
      annualVolume: ITEMS[index].annualVolume,
      paymentTerms: 60,
      responseStatus: 'ANSWERED',
      initialProposal: price,
      negotiatedProposal: price,
      awarded: awarded(name, index),
      agreementLength: 12,
      agreementPeriod: 'MONTHS',
      ...(awarded(name, index) && { awardedProposal: price, awardedVolume: ITEMS[index].annualVolume }),
    }))
  )
  await graphqlAs(
    draft.token,
    'mutation ($id: String!, $input: [QuotationInput!]!) { saveQuotationRound(processId: $id, round: 1, input: $input) }',
    { id: draft.processId, input }
  )
}

/** Defines a scenario in the review's form and computes it. */
export const computeScenario = async (page, { name, kind, maxSuppliers, litigants }) => {
  const form = page.locator('form', { has: page.getByText('New scenario', { exact: true }) })
  await form.getByLabel('Name', { exact: true }).fill(name)
  await form.getByLabel('Scenario', { exact: true }).selectOption({ label: kind })
  if (maxSuppliers) await form.getByLabel('Suppliers at most', { exact: true }).fill(String(maxSuppliers))
  if (litigants) await form.getByLabel('Litigants', { exact: true }).check()
  await form.getByRole('button', { name: 'Compute and save' }).click()
  await toast(page, 'Scenario saved')
  await page.getByRole('columnheader', { name: new RegExp(name) }).waitFor()
  // solved in the background: the screen shows its progress until it is ready
  await page.getByRole('progressbar', { name: `Computing ${name}` }).waitFor({ state: 'detached' })
}

/** The company's next year: a process's agreement starts on its first day, still ahead whenever the tests run. */
export const NEXT_YEAR = Number(companyDay(0).slice(0, 4)) + 1

export const PASSWORD = 'Appr0ver!Pass'

const FILM = { code: 'FILM-1', description: 'Stretch film 23 µm', annualVolume: '1000', historicalPrice: '10', baselinePrice: '11' }

/**
 * Two approvers in the owner's company and a draft process of `items`, each with its details unless
 * told not, in effect for next year unless another term is given.
 */
export const draftProcess = async (
  owner,
  stamp,
  items = [FILM],
  { withDetails = true, effectiveDate = `${NEXT_YEAR}-01-01`, endingDate = `${NEXT_YEAR}-12-31` } = {}
) => {
  const token = await idTokenOf(owner)
  const roleId = await roleThroughApi(token, {
    name: 'Approver',
    description: 'Approves sourcing processes',
    priority: 50,
  })
  const { referenceData, processCandidates } = await graphqlAs(
    token,
    `{ processCandidates { id }
       referenceData { categories { id } units { id } incoterms { id } supplyOrigins { id } countries { id code } regions { id }
                       currencies { id code } } }`
  )
  const first = (list) => list[0].id
  const approver = async (firstName, lastName) => {
    const account = { email: `${firstName.toLowerCase()}.${stamp}@example.com`, password: PASSWORD }
    const id = await userThroughApi(token, {
      ...account,
      firstName,
      lastName,
      userName: `${firstName.toLowerCase()}.${stamp}`,
      roleId,
    })
    return { ...account, id }
  }
  const ana = await approver('Ana', 'Approver')
  const bruno = await approver('Bruno', 'Aprovador')

  const { createProcess } = await graphqlAs(
    token,
    'mutation ($input: ProcessInput!) { createProcess(input: $input) { id code items { id code } } }',
    {
      input: {
        title: `Stretch film ${stamp}`,
        categoryManagerId: first(processCandidates),
        processDescription: 'Stretch film for the pallets',
        executiveSummary: 'Two suppliers, one round',
        processType: 'NEW',
        processProfile: 'LESS_THAN_3_SUPPLIERS',
        processNumber: 'PR-1',
        parentProcessDescription: 'First contract',
        effectiveDate,
        endingDate,
        currentContractStatus: 'NOT_EXISTS',
        currencyId: referenceData.currencies.find((currency) => currency.code === 'BRL').id,
        items: items.map(({ code, description }) => ({ code, description })),
        plants: [
          {
            plant: 'P100',
            description: 'Campinas',
            regionId: first(referenceData.regions),
            countryId: first(referenceData.countries),
          },
        ],
        approvalWorkflow: [
          { userId: ana.id, title: 'Category manager', priority: 1 },
          { userId: bruno.id, title: 'Director', priority: 2 },
        ],
      },
    }
  )
  const processId = createProcess.id
  // in the order given (the process lists them by code)
  const itemIds = items.map(({ code }) => createProcess.items.find((item) => item.code === code).id)
  if (withDetails)
    await graphqlAs(
      token,
      'mutation ($id: String!, $input: [ItemDetailInput!]!) { saveItemDetails(processId: $id, input: $input) { id } }',
      {
        id: processId,
        input: items.map((item, index) => ({
          itemId: itemIds[index],
          categoryId: first(referenceData.categories),
          unitOfMeasureId: first(referenceData.units),
          incotermId: first(referenceData.incoterms),
          supplyOriginId: first(referenceData.supplyOrigins),
          annualVolume: item.annualVolume,
          paymentTerms: 60,
          historicalPrice: item.historicalPrice,
          baselinePrice: item.baselinePrice,
          existingContractLength: 12,
          existingContractTakeOrPay: false,
          existingContractGhgClause: false,
          existingRebate: false,
          existingContractMeetOrRelease: false,
          existingContractAnnualValue: new Decimal(item.historicalPrice).times(item.annualVolume).toFixed(2),
          existingContractAnnualVolume: item.annualVolume,
        })),
      }
    )
  return { token, processId, code: createProcess.code, title: `Stretch film ${stamp}`, itemIds, referenceData, ana, bruno }
}

/** The process's suppliers, made in the master first: `litigants` are flagged so; `contacts` by name. */
export const inviteSuppliers = async (token, { processId, referenceData }, stamp, names, litigants = [], contacts = {}) => {
  const abroad = referenceData.countries.find((country) => country.code === 'US').id
  const supplier = async (name, n) => {
    const { createSupplier } = await graphqlAs(
      token,
      'mutation ($input: SupplierInput!) { createSupplier(input: $input) { id } }',
      {
        input: {
          name,
          vat: `${stamp}-${n}`,
          sapCode: `SAP-${stamp}-${n}`,
          countryId: abroad,
          technicalApproval: true,
          associatedParty: false,
          litigant: litigants.includes(name),
          contacts: contacts[name] ?? [],
        },
      }
    )
    return { supplierId: createSupplier.id }
  }
  const input = []
  for (const [n, name] of names.entries()) input.push(await supplier(name, n + 1))
  const { saveSuppliers } = await graphqlAs(
    token,
    'mutation ($id: String!, $input: [ProcessSupplierInput!]!) { saveSuppliers(processId: $id, input: $input) { suppliers { id name } } }',
    { id: processId, input }
  )
  return new Map(saveSuppliers.suppliers.map((s) => [s.name, s.id]))
}

/** Two approvers in the owner's company, and a process ready to send: one item, two suppliers, one award. */
export const prepareProcess = async (owner, stamp, term = {}) => {
  const draft = await draftProcess(owner, stamp, undefined, term)
  const { token, processId, itemIds: [itemId] } = draft
  const supplierIds = await inviteSuppliers(token, draft, stamp, ['Filmes Sul', 'Nordeste Films'])
  const quotation = (supplierName, negotiatedProposal, awarded) => ({
    proposalDate: '2026-11-01',
    supplierId: supplierIds.get(supplierName),
    itemId,
    annualVolume: '1000',
    paymentTerms: 60,
    responseStatus: 'ANSWERED',
    initialProposal: '10.4',
    equalizedProposal: '10.1',
    negotiatedProposal,
    awarded,
    agreementLength: 12,
    agreementPeriod: 'MONTHS',
    awardedProposal: awarded ? negotiatedProposal : null,
    awardedVolume: awarded ? '1000' : null,
  })
  await graphqlAs(
    token,
    'mutation ($id: String!, $input: [QuotationInput!]!) { saveQuotationRound(processId: $id, round: 1, input: $input) }',
    { id: processId, input: [quotation('Filmes Sul', '9.5', true), quotation('Nordeste Films', '9.9', false)] }
  )
  const { process } = await graphqlAs(token, 'query ($id: String!) { process(id: $id) { awardedQuotations { id } } }', {
    id: processId,
  })
  await graphqlAs(
    token,
    'mutation ($id: String!, $input: [AwardInput!]!) { saveAwards(processId: $id, input: $input) { id } }',
    {
      id: processId,
      input: [
        {
          quotationId: process.awardedQuotations[0].id,
          contractLength: 12,
          contractPeriod: 'MONTHS',
          unitPrice: '9.5',
          annualVolume: '1000',
          priceMechanism: 'Fixed price',
          takeOrPay: false,
          ghgClause: false,
          terminationClause: true,
          paymentTerms: 60,
          meetOrReleaseClause: false,
          rebate: false,
          rebateDetail: 'None',
        },
      ],
    }
  )
  const { code, title, ana, bruno } = draft
  return { processId, code, title, ana, bruno }
}

/** A call of the process REST endpoints (`/api/process/…`) as `account`. */
export const processRequest = async (account, method, path, body) => {
  const response = await fetch(`${BASE_URL}/api/process/${path}`, {
    method,
    headers: {
      authorization: `Bearer ${await idTokenOf(account)}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body && JSON.stringify(body),
  })
  return { status: response.status, body: await response.json() }
}

/** The owner sends the prepared process for approval, and its two approvers approve it in turn. */
export const approveThroughApi = async (owner, { processId, ana, bruno }, finalExecutiveSummary) => {
  await graphqlAs(
    await idTokenOf(owner),
    'mutation ($id: String!, $input: FinalSummaryInput!) { sendProcessForApproval(id: $id, input: $input) { id } }',
    { id: processId, input: { finalExecutiveSummary } }
  )
  for (const approver of [ana, bruno]) {
    const { status } = await processRequest(approver, 'PUT', `${processId}/flow/approve`, {})
    if (status !== 200) throw new Error(`${approver.email} could not approve: ${status}`)
  }
}

/** A supplier's contact of this run: a name, an address no other run uses, and a language. */
export const supplierContact = (stamp, name, language) => ({
  name,
  email: `${name.split(' ')[0].toLowerCase()}.${stamp}@suppliers.example.com`,
  language,
})

/** The portal link mailed to an address, once the job worker has sent it. */
export const portalLinkOf = async (address) => {
  for (const deadline = Date.now() + 30_000; Date.now() < deadline; ) {
    const link = (await mailsTo(address))
      .map((mail) => mail.text?.match(/https?:\/\/\S+?\/portal\/[A-Za-z0-9_-]+/)?.[0])
      .find(Boolean)
    if (link) return new URL(link).pathname
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`no portal link reached ${address}`)
}
