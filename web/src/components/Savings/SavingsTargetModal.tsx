import { yupResolver } from '@hookform/resolvers/yup'
import { formatMoney, savingsTargetSchema } from '@procura/shared'
import { useTranslation } from 'react-i18next'
import type {
  SaveSavingsTargetMutation,
  SaveSavingsTargetMutationVariables,
  SavingsTargetInput,
  SavingsTargetsQuery,
  SavingsTargetsQueryVariables,
} from 'types/graphql'

import { Form, useForm } from '@redwoodjs/forms'
import { useMutation, useQuery } from '@redwoodjs/web'

import SubmitButton from 'src/components/Form/SubmitButton'
import TextField from 'src/components/Form/TextField'
import { useToastedAction } from 'src/components/Form/useToastedAction'
import Modal from 'src/components/Modal/Modal'

const SAVINGS_TARGETS = gql`
  query SavingsTargetsQuery {
    savingsTargets {
      canEdit
      targets {
        year
        amount
      }
    }
  }
`
const SAVE_TARGET = gql`
  mutation SaveSavingsTargetMutation($input: SavingsTargetInput!) {
    saveSavingsTarget(input: $input) {
      year
      amount
    }
  }
`

/** The company's yearly cost saving targets; the highest-ranked role may set them. */
const SavingsTargetModal = ({
  currency,
  year,
  onClose,
}: {
  currency: string
  year: number
  onClose: () => void
}) => {
  const { t, i18n } = useTranslation()
  const { data } = useQuery<SavingsTargetsQuery, SavingsTargetsQueryVariables>(
    SAVINGS_TARGETS
  )
  const [saveTarget] = useMutation<
    SaveSavingsTargetMutation,
    SaveSavingsTargetMutationVariables
  >(SAVE_TARGET, {
    refetchQueries: ['SavingsTargetsQuery', 'SavingsDashboardQuery'],
    awaitRefetchQueries: true,
  })
  const run = useToastedAction()
  const targets = data?.savingsTargets.targets ?? []
  const formMethods = useForm<SavingsTargetInput>({
    resolver: yupResolver(savingsTargetSchema) as never,
    values: {
      year,
      amount: targets.find((target) => target.year === year)?.amount,
    },
  })

  const onSubmit = async (input: SavingsTargetInput) => {
    const saved = await run(() => saveTarget({ variables: { input } }), {
      success: 'savings.target.saved',
      failure: 'savings.target.saveError',
    })
    if (saved) onClose()
  }

  return (
    <Modal open title={t('savings.target.title')} onClose={onClose}>
      <div className="flex flex-col gap-4 text-sm">
        {targets.length > 0 && (
          <table className="w-full">
            <caption className="sr-only">{t('savings.target.title')}</caption>
            <thead>
              <tr>
                <th scope="col" className="text-left font-medium">
                  {t('savings.target.year')}
                </th>
                <th scope="col" className="text-right font-medium">
                  {t('savings.target.amount', { currency })}
                </th>
              </tr>
            </thead>
            <tbody>
              {targets.map((target) => (
                <tr key={target.year}>
                  <td>{target.year}</td>
                  <td className="tabular text-right">
                    {formatMoney(target.amount, currency, i18n.language)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {data?.savingsTargets.canEdit ? (
          <Form
            formMethods={formMethods}
            onSubmit={onSubmit}
            className="flex flex-col gap-4"
            noValidate
          >
            <TextField
              name="year"
              type="number"
              label={t('savings.target.year')}
            />
            <TextField
              name="amount"
              type="number"
              label={t('savings.target.amount', { currency })}
            />
            <SubmitButton>{t('savings.target.save')}</SubmitButton>
          </Form>
        ) : (
          data && (
            <p className="text-slate-600">{t('savings.target.readOnly')}</p>
          )
        )}
      </div>
    </Modal>
  )
}

export default SavingsTargetModal
