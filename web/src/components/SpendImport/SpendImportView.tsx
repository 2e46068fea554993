import { formatDateTime, type SpendImportMapping } from '@procura/shared'
import { useTranslation } from 'react-i18next'
import type {
  CancelSpendImportMutation,
  CancelSpendImportMutationVariables,
  ImportSpendDuplicatesMutation,
  ImportSpendDuplicatesMutationVariables,
  ImportValidSpendLinesMutation,
  ImportValidSpendLinesMutationVariables,
  RereadSpendImportMutation,
  RereadSpendImportMutationVariables,
  ReviewSpendImportMutation,
  ReviewSpendImportMutationVariables,
  RollBackSpendImportMutation,
  RollBackSpendImportMutationVariables,
  StartSpendImportInput,
  StartSpendImportMutation,
  StartSpendImportMutationVariables,
} from 'types/graphql'

import { useMutation } from '@redwoodjs/web'

import { useToastedAction } from 'src/components/Form/useToastedAction'

import ColumnMapping from './ColumnMapping'
import DiscardImport from './DiscardImport'
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

// written out whole, each with its name: codegen reads a document only when it has no parts spliced in
const REREAD = gql`
  mutation RereadSpendImportMutation(
    $id: String!
    $sheet: String
    $headerRow: Int
    $encoding: String
    $delimiter: String
  ) {
    rereadSpendImport(
      id: $id
      sheet: $sheet
      headerRow: $headerRow
      encoding: $encoding
      delimiter: $delimiter
    ) {
      ...SpendImportFields
    }
  }
  ${SPEND_IMPORT_FIELDS}
`
const START = gql`
  mutation StartSpendImportMutation(
    $id: String!
    $input: StartSpendImportInput!
  ) {
    startSpendImport(id: $id, input: $input) {
      ...SpendImportFields
    }
  }
  ${SPEND_IMPORT_FIELDS}
`
const REVIEW = gql`
  mutation ReviewSpendImportMutation(
    $id: String!
    $input: ReviewSpendImportInput!
  ) {
    reviewSpendImport(id: $id, input: $input) {
      ...SpendImportFields
    }
  }
  ${SPEND_IMPORT_FIELDS}
`
const IMPORT_ANYWAY = gql`
  mutation ImportSpendDuplicatesMutation($id: String!) {
    importSpendDuplicates(id: $id) {
      ...SpendImportFields
    }
  }
  ${SPEND_IMPORT_FIELDS}
`
const IMPORT_VALID = gql`
  mutation ImportValidSpendLinesMutation($id: String!) {
    importValidSpendLines(id: $id) {
      ...SpendImportFields
    }
  }
  ${SPEND_IMPORT_FIELDS}
`
const CANCEL = gql`
  mutation CancelSpendImportMutation($id: String!) {
    cancelSpendImport(id: $id) {
      ...SpendImportFields
    }
  }
  ${SPEND_IMPORT_FIELDS}
`
const ROLL_BACK = gql`
  mutation RollBackSpendImportMutation($id: String!) {
    rollBackSpendImport(id: $id) {
      ...SpendImportFields
    }
  }
  ${SPEND_IMPORT_FIELDS}
`

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
  const [reread, { loading: rereading }] = useMutation<
    RereadSpendImportMutation,
    RereadSpendImportMutationVariables
  >(REREAD)
  const [start, { loading: starting }] = useMutation<
    StartSpendImportMutation,
    StartSpendImportMutationVariables
  >(START)
  const [review, { loading: reviewing }] = useMutation<
    ReviewSpendImportMutation,
    ReviewSpendImportMutationVariables
  >(REVIEW)
  const [importAnyway, { loading: repeating }] = useMutation<
    ImportSpendDuplicatesMutation,
    ImportSpendDuplicatesMutationVariables
  >(IMPORT_ANYWAY)
  const [importValid, { loading: importingValid }] = useMutation<
    ImportValidSpendLinesMutation,
    ImportValidSpendLinesMutationVariables
  >(IMPORT_VALID)
  const [cancel] = useMutation<
    CancelSpendImportMutation,
    CancelSpendImportMutationVariables
  >(CANCEL)
  const [rollBack] = useMutation<
    RollBackSpendImportMutation,
    RollBackSpendImportMutationVariables
  >(ROLL_BACK, {
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
          key={[
            spendImport.sheet,
            spendImport.headerRow,
            spendImport.encoding,
            spendImport.delimiter,
          ].join(':')}
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
                    input: {
                      // JSON to the schema: the api reads it with the shared mapping's rules
                      mapping:
                        mapping as unknown as StartSpendImportInput['mapping'],
                      profileName: profileName.trim() || null,
                    },
                  },
                }),
              { failure }
            )
          }
        />
      )}
      {(status === 'MAPPING' || status === 'REVIEW') && (
        <DiscardImport
          onDiscard={() => orThrow(() => cancel({ variables: { id } }))}
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
          busy={repeating || importingValid}
          onRollBack={() => orThrow(() => rollBack({ variables: { id } }))}
          onImportAnyway={() =>
            act(() => importAnyway({ variables: { id } }), { failure })
          }
          onImportValid={() =>
            act(() => importValid({ variables: { id } }), { failure })
          }
        />
      )}
    </div>
  )
}

export default SpendImportView
