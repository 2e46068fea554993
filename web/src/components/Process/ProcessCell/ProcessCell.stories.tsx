import type { ProcessStep } from '@procura/shared'
import type { Meta, StoryObj } from '@storybook/react'

import { helena } from 'src/components/Layout/Header.fixtures'
import { mockApi } from 'src/lib/storyApi'

import { candidates, processRecord, reference } from '../Process.fixtures'
import type { ProcessRecord } from '../processRecord'
import { answeringTheSteps } from '../processStoryQueries'
import { standard as quotationRound } from '../Quotations/QuotationRoundCell/QuotationRoundCell.mock'

import { Failure, Loading, Success } from './ProcessCell'
import {
  crowdedProcess,
  empty as newProcess,
  standard,
} from './ProcessCell.mock'

// The process workspace at each of its nine steps (spec §2 sourcing manager), on the fixture process:
// steel and resin, two suppliers, two rounds. The steps' own queries are answered as the api would.
const meta: Meta = { title: 'Cells/ProcessCell' }
export default meta

const atStep = (
  step: ProcessStep,
  process: ProcessRecord = processRecord
): StoryObj => ({
  render: () => {
    mockCurrentUser({
      ...helena,
      id: 'user-ana',
      firstName: 'Ana',
      lastName: 'Lima',
    })
    answeringTheSteps()
    return (
      <Success
        process={process}
        referenceData={reference}
        processCandidates={candidates}
        step={step}
      />
    )
  },
})

export const loading: StoryObj = { render: () => <Loading /> }
export const failure: StoryObj = {
  render: () => <Failure error={new Error('Network error')} />,
}
/** The cell has no Empty (one process, asked by id): a process just created, at its items step. */
export const empty: StoryObj = {
  render: () => {
    mockCurrentUser({
      ...helena,
      id: 'user-ana',
      firstName: 'Ana',
      lastName: 'Lima',
    })
    answeringTheSteps()
    const { process } = newProcess()
    mockApi({
      path: `/process/${process.id}/attachment`,
      body: { data: { data: [] } },
    })
    return <Success {...newProcess()} step="items" />
  },
}

/** A large process at its quotations: twelve suppliers × eight items, its second round. */
export const success: StoryObj = {
  render: () => {
    mockCurrentUser({
      ...helena,
      id: 'user-ana',
      firstName: 'Ana',
      lastName: 'Lima',
    })
    answeringTheSteps()
    mockApi({
      path: `/process/${crowdedProcess().id}/attachment`,
      body: {
        data: {
          data: [
            {
              id: 'file-1',
              fileName: 'Especificação técnica — bobina laminada a quente.pdf',
              size: 2_482_133,
              supplierId: null,
            },
            {
              id: 'file-2',
              fileName: 'Proposta Müller Verpackungen GmbH R2.xlsx',
              size: 61_440,
              supplierId: 'sup-3',
            },
          ],
        },
      },
    })
    mockGraphQLQuery('QuotationRoundQuery', quotationRound)
    mockGraphQLQuery('PortalRoundQuery', () => ({
      portalRound: {
        timeZone: 'America/Sao_Paulo',
        schedule: null,
        suppliers: crowdedProcess().suppliers.map((supplier) => ({
          supplierId: supplier.supplierId ?? supplier.id,
          name: supplier.name,
          contacts: [],
          status: null,
          submittedAt: null,
          submittedBy: null,
          remindedAt: null,
          invitations: [],
          offers: null,
        })),
      },
      portalAnswerHistory: [],
    }))
    return <Success {...standard()} step="quotations" />
  },
}
export const general = atStep('general')
export const items = atStep('items')
export const pipeline = atStep('pipeline')
export const suppliers = atStep('suppliers')
export const quotations = atStep('quotations')
export const awardees = atStep('awardees')
export const review = atStep('review')
export const flow = atStep('flow')
export const final = atStep('final')
/** In review: every step read only, the decision bar for its approver. */
export const inReviewForMe = atStep('review', {
  ...processRecord,
  status: 'IN_REVIEW',
  awaitsMyReview: true,
})
