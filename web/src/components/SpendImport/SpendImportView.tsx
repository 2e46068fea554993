import { formatDateTime, type SpendImportMapping } from '@procura/shared'
import { useTranslation } from 'react-i18next'

import { useMutation } from '@redwoodjs/web'

import { useToastedAction } from 'src/components/Form/useToastedAction'

import ColumnMapping from './ColumnMapping'
import ImportOutcome from './ImportOutcome'
import ImportProgress from './ImportProgress'
import ImportReview, { type ImportReviewAnswer } from './ImportReview'
import type { SpendReferenceLists } from './referenceLists'
import {
  SPEND_IMPORT_FIELDS,
  isImportRunning,
  type SpendImportRecord,
} from './spendImportRecord'
import SpendImportStatusBadge from './SpendImportStatusBadge'

const mutation = (name: string, args: string, call: string) => gql`
  mutation ${name}(${args}) {
    ${call} {
      ...SpendImportFields
    }
  }
  ${SPEND_IMPORT_FIELDS}
`
const REREAD = mutation(
  'RereadSpendImportMutation',
  '$id: String!, $sheet: String, $headerRow: Int',
  'rereadSpendImport(id: $id, sheet: $sheet, headerRow: $headerRow)'
)
const START = mutation(
  'StartSpendImportMutation',
  '$id: String!, $input: StartSpendImportInput!',
  'startSpendImport(id: $id, input: $input)'
)
const REVIEW = mutation(
  'ReviewSpendImportMutation',
  '$id: String!, $input: ReviewSpendImportInput!',
  'reviewSpendImport(id: $id, input: $input)'
)
const IMPORT_ANYWAY = mutation(
  'ImportSpendDuplicatesMutation',
  '$id: String!',
  'importSpendDuplicates(id: $id)'
)
const CANCEL = mutation(
  'CancelSpendImportMutation',
  '$id: String!',
  'cancelSpendImport(id: $id)'
)
const ROLL_BACK = mutation(
  'RollBackSpendImportMutation',
  '$id: String!',
  'rollBackSpendImport(id: $id)'
)

/** One import, at whichever step it is: mapping, running, review or its outcome. */
const SpendImportView = ({
  spendImport,
  lists,
}: {
  spendImport: SpendImportRecord
  lists: SpendReferenceLists
}) => {
  const { t, i18n } = useTranslation()
  const act = useToastedAction()
  const id = spendImport.id
  const [reread, { loading: rereading }] = useMutation(REREAD)
  const [start, { loading: starting }] = useMutation(START)
  const [review, { loading: reviewing }] = useMutation(REVIEW)
  const [importAnyway, { loading: repeating }] = useMutation(IMPORT_ANYWAY)
  const [cancel] = useMutation(CANCEL)
  const [rollBack] = useMutation(ROLL_BACK, {
    refetchQueries: ['SpendImportsQuery'],
  })
  const failure = 'auth.errors.somethingWentWrong'
  const { status } = spendImport

  // a rollback or a cancel that fails keeps its dialog open, with the api's word in a toast
  const orThrow = async (action: () => Promise<unknown>) => {
    if (!(await act(action, { failure }))) throw new Error('refused')
  }

  return (
    <div className="flex flex-col gap-4">
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
        <SpendImportStatusBadge status={status} />
        <span className="font-medium text-slate-800">
          {spendImport.fileName}
        </span>
        {t('spendImports.by', {
          name: spendImport.createdByName,
          date: formatDateTime(spendImport.createdAt, i18n.language),
        })}
      </p>
      {status === 'MAPPING' && (
        <ColumnMapping
          key={`${spendImport.sheet}:${spendImport.headerRow}`}
          spendImport={spendImport}
          lists={lists}
          busy={rereading || starting}
          onReread={(reading) =>
            act(() => reread({ variables: { id, ...reading } }), { failure })
          }
          onStart={(mapping: SpendImportMapping, profileName: string) =>
            act(
              () =>
                start({
                  variables: {
                    id,
                    input: { mapping, profileName: profileName.trim() || null },
                  },
                }),
              { failure }
            )
          }
        />
      )}
      {isImportRunning(status) && (
        <ImportProgress
          spendImport={spendImport}
          onCancel={() => orThrow(() => cancel({ variables: { id } }))}
        />
      )}
      {status === 'REVIEW' && (
        <ImportReview
          spendImport={spendImport}
          lists={lists}
          busy={reviewing}
          onSubmit={(input: ImportReviewAnswer) =>
            act(() => review({ variables: { id, input } }), { failure })
          }
        />
      )}
      {['DONE', 'FAILED', 'CANCELLED', 'ROLLED_BACK'].includes(status) && (
        <ImportOutcome
          spendImport={spendImport}
          busy={repeating}
          onRollBack={() => orThrow(() => rollBack({ variables: { id } }))}
          onImportAnyway={() =>
            act(() => importAnyway({ variables: { id } }), { failure })
          }
        />
      )}
    </div>
  )
}

export default SpendImportView
