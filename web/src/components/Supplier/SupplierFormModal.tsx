import { useMemo } from 'react'

import { yupResolver } from '@hookform/resolvers/yup'
import { CONTACT_LANGUAGES, supplierMasterSchema } from '@procura/shared'
import { useTranslation } from 'react-i18next'
import type {
  CreateSupplierMutation,
  CreateSupplierMutationVariables,
  SupplierCountriesQuery,
  SupplierCountriesQueryVariables,
  SupplierInput,
  UpdateSupplierMutation,
  UpdateSupplierMutationVariables,
} from 'types/graphql'

import { Form, useForm } from '@redwoodjs/forms'
import { useMutation, useQuery } from '@redwoodjs/web'

import CheckboxField from 'src/components/Form/CheckboxField'
import SelectField from 'src/components/Form/SelectField'
import SubmitButton from 'src/components/Form/SubmitButton'
import TextField from 'src/components/Form/TextField'
import { useToastedAction } from 'src/components/Form/useToastedAction'
import Modal from 'src/components/Modal/Modal'
import {
  useReferenceOptions,
  type ReferenceEntry,
} from 'src/components/Process/options'

import SupplierContacts from './SupplierContacts'
import { SUPPLIER_FIELDS, type MasterSupplier } from './supplierRecord'

export const SUPPLIER_COUNTRIES = gql`
  query SupplierCountriesQuery {
    referenceData {
      countries {
        id
        code
        nameEn
        namePt
      }
    }
  }
`
export const CREATE_SUPPLIER = gql`
  mutation CreateSupplierMutation($input: SupplierInput!) {
    createSupplier(input: $input) {
      ...SupplierFields
    }
  }
  ${SUPPLIER_FIELDS}
`
export const UPDATE_SUPPLIER = gql`
  mutation UpdateSupplierMutation($id: String!, $input: SupplierInput!) {
    updateSupplier(id: $id, input: $input) {
      ...SupplierFields
    }
  }
  ${SUPPLIER_FIELDS}
`

const BLANK: SupplierInput = {
  name: '',
  vat: '',
  sapCode: '',
  countryId: '',
  technicalApproval: false,
  financialRisk: '',
  associatedParty: false,
  blockReason: '',
  litigant: false,
  contacts: [],
}

const inputOf = ({
  id: _id,
  updatedAt: _updatedAt,
  __typename: _typename,
  contacts,
  ...fields
}: MasterSupplier & { __typename?: string }): SupplierInput => ({
  ...fields,
  contacts: contacts.map(({ name, email, language }) => ({
    name,
    email,
    language,
  })),
})

/** A supplier of the master, added or edited; the VAT's check digits follow its country. */
const SupplierFormModal = ({
  supplier,
  initialName = '',
  onClose,
  onSaved,
}: {
  supplier?: MasterSupplier
  /** what the user typed in a type-ahead before choosing to create the supplier */
  initialName?: string
  onClose: () => void
  onSaved?: (supplier: MasterSupplier) => void
}) => {
  const { t } = useTranslation()
  const run = useToastedAction()
  const options = useReferenceOptions()
  const { data } = useQuery<
    SupplierCountriesQuery,
    SupplierCountriesQueryVariables
  >(SUPPLIER_COUNTRIES)
  const countries: ReferenceEntry[] = useMemo(
    () => data?.referenceData.countries ?? [],
    [data]
  )
  const schema = useMemo(() => {
    const codes = new Map(
      countries.map((country) => [country.id, country.code])
    )
    return supplierMasterSchema((id) => codes.get(id))
  }, [countries])
  const mutation = { refetchQueries: ['SuppliersQuery', 'SupplierQuery'] }
  const [createSupplier] = useMutation<
    CreateSupplierMutation,
    CreateSupplierMutationVariables
  >(CREATE_SUPPLIER, mutation)
  const [updateSupplier] = useMutation<
    UpdateSupplierMutation,
    UpdateSupplierMutationVariables
  >(UPDATE_SUPPLIER, mutation)
  const formMethods = useForm<SupplierInput>({
    resolver: yupResolver(schema) as never,
    defaultValues: supplier
      ? inputOf(supplier)
      : { ...BLANK, name: initialName },
  })

  const onSubmit = async (input: SupplierInput) => {
    let saved: MasterSupplier | undefined
    const done = await run(
      async () => {
        const result = supplier
          ? await updateSupplier({ variables: { id: supplier.id, input } })
          : await createSupplier({ variables: { input } })
        saved = result.data?.[supplier ? 'updateSupplier' : 'createSupplier']
      },
      supplier
        ? { success: 'suppliers.edited', failure: 'suppliers.editError' }
        : { success: 'suppliers.created', failure: 'suppliers.createError' }
    )
    if (!done) return
    onSaved?.(saved)
    onClose()
  }

  const label = (field: string) => t(`suppliers.columns.${field}`)
  return (
    <Modal
      open
      width={720}
      title={t(supplier ? 'suppliers.editTitle' : 'suppliers.addTitle')}
      onClose={onClose}
    >
      {/* the modal may open from inside another form (the suppliers step): its submit, which React
          bubbles up the component tree through the portal, stops here */}
      <div onSubmit={(event) => event.stopPropagation()}>
        <Form
          formMethods={formMethods}
          onSubmit={onSubmit}
          className="flex flex-col gap-4"
          noValidate
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField name="name" label={label('name')} autoComplete="off" />
            <SelectField
              name="countryId"
              label={label('country')}
              options={options(countries)}
            />
            <TextField name="vat" label={label('vat')} autoComplete="off" />
            <TextField
              name="sapCode"
              label={label('sapCode')}
              autoComplete="off"
            />
            <TextField name="financialRisk" label={label('financialRisk')} />
            <TextField name="blockReason" label={label('blockReason')} />
          </div>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            {(
              ['technicalApproval', 'associatedParty', 'litigant'] as const
            ).map((flag) => (
              <CheckboxField key={flag} name={flag} label={label(flag)} />
            ))}
          </div>
          <SupplierContacts languages={CONTACT_LANGUAGES} />
          <SubmitButton>{t('suppliers.save')}</SubmitButton>
        </Form>
      </div>
    </Modal>
  )
}

export default SupplierFormModal
