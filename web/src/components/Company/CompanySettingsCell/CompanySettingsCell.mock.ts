import type { CompanySettingsQuery } from 'types/graphql'

// A company's settings as its Owner edits them, and as a buyer reads them.

const currencies = [
  {
    id: 'cur-brl',
    code: 'BRL',
    nameEn: 'Brazilian real',
    namePt: 'Real brasileiro',
  },
  {
    id: 'cur-usd',
    code: 'USD',
    nameEn: 'US dollar',
    namePt: 'Dólar americano',
  },
  { id: 'cur-eur', code: 'EUR', nameEn: 'Euro', namePt: 'Euro' },
]

export const standard = (): CompanySettingsQuery => ({
  companySettings: {
    name: 'Alimentos do Sul Indústria e Comércio S.A.',
    currencyCode: 'BRL',
    timeZone: 'America/Sao_Paulo',
    allowSelfApproval: false,
    portalGraceHours: 72,
    // a month a contract pays 250,000.00 above its prices is worth telling
    priceVarianceThreshold: '250000.00',
    canEdit: true,
    currencyLocked: true,
  },
  referenceData: { currencies },
})

export const readOnly = (): CompanySettingsQuery => ({
  ...standard(),
  companySettings: { ...standard().companySettings, canEdit: false },
})

/** A company just signed up: nothing bought yet, so its currency can still change. */
export const empty = (): CompanySettingsQuery => ({
  ...standard(),
  companySettings: {
    ...standard().companySettings,
    name: 'Café Três Corações Ltda.',
    allowSelfApproval: false,
    currencyLocked: false,
  },
})
