import {
  companySettingsSchema,
  type CompanySettingsInput,
} from '@procura/shared'

import { ForbiddenError, UserInputError } from '@redwoodjs/graphql-server'

import { currentUser } from 'src/lib/auth'
import { db } from 'src/lib/db'
import { validateWith } from 'src/lib/validation'
import { isTopOfCompany } from 'src/services/roles/roles'

/**
 * Whether amounts are already kept in the company's currency: contracts, spend (converted into it
 * at import), its exchange rates and savings targets. A new currency would relabel them unconverted.
 */
const amountsRecorded = async (companyId: string) => {
  const counts = await Promise.all([
    db.contract.count({ where: { companyId } }),
    db.spendLine.count({ where: { companyId } }),
    db.exchangeRate.count({ where: { companyId } }),
    db.savingsTarget.count({ where: { companyId } }),
  ])
  return counts.some((count) => count > 0)
}

const myCompany = () =>
  db.company.findUniqueOrThrow({ where: { id: currentUser().companyId } })

/** The company's settings, whether I may change them, and whether its currency still may change. */
export const companySettings = async () => {
  const company = await myCompany()
  return {
    name: company.name,
    currencyCode: company.currencyCode,
    timeZone: company.timeZone,
    allowSelfApproval: company.allowSelfApproval,
    portalGraceHours: company.portalGraceHours,
    priceVarianceThreshold: company.priceVarianceThreshold,
    canEdit: await isTopOfCompany(),
    currencyLocked: await amountsRecorded(company.id),
  }
}

/**
 * The Owner changes the company's name, currency, time zone and segregation of duties. A currency
 * change is refused while amounts are recorded in the old one: they would be relabelled, not
 * converted (the message says what to do instead).
 */
export const updateCompanySettings = async ({
  input,
}: {
  input: CompanySettingsInput
}) => {
  if (!(await isTopOfCompany()))
    throw new ForbiddenError('company.errors.notAllowed')
  const settings = await validateWith(companySettingsSchema, input)
  const company = await myCompany()
  if (
    !(await db.currency.findUnique({ where: { code: settings.currencyCode } }))
  )
    throw new UserInputError('company.errors.currency', {
      field: 'currencyCode',
    })
  if (
    settings.currencyCode !== company.currencyCode &&
    (await amountsRecorded(company.id))
  )
    throw new UserInputError('company.errors.currencyInUse', {
      field: 'currencyCode',
      values: { currency: company.currencyCode },
    })
  await db.company.update({ where: { id: company.id }, data: settings })
  return companySettings()
}
