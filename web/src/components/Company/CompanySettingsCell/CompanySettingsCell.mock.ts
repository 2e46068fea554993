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

export const standard = () => ({
  companySettings: {
    name: 'Alimentos do Sul Indústria e Comércio S.A.',
    currencyCode: 'BRL',
    timeZone: 'America/Sao_Paulo',
    allowSelfApproval: false,
    portalGraceHours: 72,
    canEdit: true,
    currencyLocked: true,
  },
  referenceData: { currencies },
})

export const readOnly = () => ({
  ...standard(),
  companySettings: { ...standard().companySettings, canEdit: false },
})
