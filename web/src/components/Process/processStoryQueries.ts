import { mockApi } from 'src/lib/storyApi'

import { standard as portalRound } from './Portal/PortalRoundCell/PortalRoundCell.mock'
import { comparedQuotations, processRecord } from './Process.fixtures'
import { standard as processFlow } from './ProcessFlowCell/ProcessFlowCell.mock'
import { standard as processScenarios } from './Scenarios/ProcessScenariosCell/ProcessScenariosCell.mock'

// What the process page's steps ask the api, answered for the stories of the fixture process.

/** A round's quotations with every field the grid reads (those the buyer left empty as null). */
const quotationsOf = (round?: number) =>
  comparedQuotations
    .filter((quotation) => round === undefined || quotation.round === round)
    .map((quotation) => ({
      __typename: 'Quotation',
      proposalDate: null,
      vendorCode: null,
      itemCode: null,
      unitOfMeasureId: 'unit-kg',
      annualVolume: '1000',
      paymentTerms: 60,
      incotermId: 'inco-cif',
      supplyOriginId: 'origin-dom',
      initialProposal: null,
      equalizedProposal: null,
      negotiatedProposal: null,
      additionalInformation: null,
      agreementLength: 12,
      agreementPeriod: 'MONTHS',
      awardedProposal: null,
      awardedVolume: null,
      portalAnsweredAt: null,
      ...quotation,
    }))

/** Every query of the steps (and of the report, which shows them all) answered as the api would. */
export const answeringTheSteps = () => {
  mockGraphQLQuery('QuotationRoundQuery', ({ round }) => ({
    quotationRound: quotationsOf(round),
    previousRound: quotationsOf(round - 1),
  }))
  mockGraphQLQuery('PortalRoundQuery', portalRound)
  mockGraphQLQuery('ProcessComparisonQuery', () => ({
    processQuotations: quotationsOf(),
  }))
  mockGraphQLQuery('ProcessScenariosQuery', processScenarios)
  mockGraphQLQuery('ProcessFlowQuery', processFlow)
  mockGraphQLQuery('MaterialSpendQuery', () => ({ materialSpend: [] }))
  // no round of the fixture process ran as an auction: the report prints no log
  mockGraphQLQuery('AuctionLogsQuery', () => ({
    auctionLogs: [],
    process: { id: processRecord.id, items: [] },
  }))
  mockApi({
    path: `/process/${processRecord.id}/attachment`,
    body: {
      data: {
        data: [
          {
            id: 'file-1',
            fileName: 'Especificação técnica aço.pdf',
            size: 482_133,
            supplierId: null,
          },
          {
            id: 'file-2',
            fileName: 'Proposta Alpha Metals R2.xlsx',
            size: 61_440,
            supplierId: 'sup-alpha',
          },
        ],
      },
    },
  })
}
