import { yupResolver } from '@hookform/resolvers/yup'
import { companySettingsSchema } from '@procura/shared'
import { useTranslation } from 'react-i18next'
import type {
  CompanySettingsInput,
  CompanySettingsQuery,
  UpdateCompanySettingsMutation,
  UpdateCompanySettingsMutationVariables,
} from 'types/graphql'

import { Form, useForm } from '@redwoodjs/forms'
import { useMutation } from '@redwoodjs/web'

import CheckboxField from 'src/components/Form/CheckboxField'
import SelectField from 'src/components/Form/SelectField'
import SubmitButton from 'src/components/Form/SubmitButton'
import TextField from 'src/components/Form/TextField'
import { useToastedAction } from 'src/components/Form/useToastedAction'

export const UPDATE_COMPANY_SETTINGS = gql`
  mutation UpdateCompanySettingsMutation($input: CompanySettingsInput!) {
    updateCompanySettings(input: $input) {
      name
    }
  }
`

/** The company's settings, and whether the reader may change them. */
export type CompanySettings = CompanySettingsQuery['companySettings']

/** Every IANA zone the browser knows, the company's own first when it is not among them. */
const timeZones = (current: string) => {
  const known = Intl.supportedValuesOf('timeZone')
  return known.includes(current) ? known : [current, ...known]
}

/** The Owner's form for the company: name, currency, time zone, segregation of duties. */
const CompanySettingsForm = ({
  settings,
  currencies,
}: {
  settings: CompanySettings
  currencies: { code: string; label: string }[]
}) => {
  const { t } = useTranslation()
  const run = useToastedAction()
  const [update] = useMutation<
    UpdateCompanySettingsMutation,
    UpdateCompanySettingsMutationVariables
  >(UPDATE_COMPANY_SETTINGS, {
    refetchQueries: ['CompanySettingsQuery'],
    awaitRefetchQueries: true,
  })
  const formMethods = useForm<CompanySettingsInput>({
    resolver: yupResolver(companySettingsSchema, {
      stripUnknown: true,
    }) as never,
    defaultValues: {
      name: settings.name,
      currencyCode: settings.currencyCode,
      timeZone: settings.timeZone,
      allowSelfApproval: settings.allowSelfApproval,
      portalGraceHours: settings.portalGraceHours,
      priceVarianceThreshold: settings.priceVarianceThreshold,
    },
  })
  const field = (name: string, values?: Record<string, string>) =>
    t(`company.settings.${name}`, values)
  return (
    <Form
      formMethods={formMethods}
      onSubmit={(input: CompanySettingsInput) =>
        run(() => update({ variables: { input } }), {
          success: 'company.settings.saved',
          failure: 'company.settings.saveError',
        })
      }
      className="flex max-w-xl flex-col gap-4"
      noValidate
    >
      {!settings.canEdit && (
        <p role="status" className="text-sm text-slate-600">
          {field('readOnly')}
        </p>
      )}
      <fieldset disabled={!settings.canEdit} className="flex flex-col gap-4">
        <TextField name="name" label={field('name')} />
        <div className="flex flex-col gap-1">
          <fieldset disabled={settings.currencyLocked}>
            <SelectField
              name="currencyCode"
              label={field('currencyCode')}
              options={currencies.map(({ code, label }) => ({
                value: code,
                label: `${code} · ${label}`,
              }))}
            />
          </fieldset>
          <p className="text-xs text-slate-500">
            {field(settings.currencyLocked ? 'currencyLocked' : 'currencyHelp')}
          </p>
        </div>
        <div className="flex flex-col gap-1">
          <SelectField
            name="timeZone"
            label={field('timeZone')}
            options={timeZones(settings.timeZone).map((zone) => ({
              value: zone,
              label: zone.replace(/_/g, ' '),
            }))}
          />
          <p className="text-xs text-slate-500">{field('timeZoneHelp')}</p>
        </div>
        <CheckboxField
          name="allowSelfApproval"
          label={field('allowSelfApproval')}
        />
        <div className="flex flex-col gap-1">
          <TextField
            name="portalGraceHours"
            type="number"
            label={field('portalGraceHours')}
          />
          <p className="text-xs text-slate-500">{field('portalGraceHelp')}</p>
        </div>
        <div className="flex flex-col gap-1">
          <TextField
            name="priceVarianceThreshold"
            type="number"
            label={field('priceVarianceThreshold', {
              currency: settings.currencyCode,
            })}
          />
          <p className="text-xs text-slate-500">{field('priceVarianceHelp')}</p>
        </div>
        {settings.canEdit && <SubmitButton>{t('profile.save')}</SubmitButton>}
      </fieldset>
    </Form>
  )
}

export default CompanySettingsForm
