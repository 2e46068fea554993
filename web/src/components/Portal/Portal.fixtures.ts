import type { PortalPageData } from './portalPage'

// A supplier's page as the api answers it: three items, a sealed round that closes in three days,
// the supplier's own price of the round before for the film.

export const portalPage = (
  overrides: Partial<PortalPageData> = {}
): PortalPageData => ({
  company: { name: 'Acme Embalagens', timeZone: 'America/Sao_Paulo' },
  process: {
    code: 'PRC-2026-0042',
    title: 'Stretch film and tape 2027',
    currency: 'BRL',
  },
  supplier: { name: 'Filmes Sul Ltda.' },
  contact: { name: 'Ana Souza', language: 'pt' },
  round: {
    format: 'SEALED',
    number: 2,
    deadline: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    instructions:
      'Prices CIF Campinas, in BRL, before taxes.\nVolumes are yearly estimates.',
    fields: ['paymentTerms', 'additionalInformation'],
    answering: true,
  },
  items: [
    {
      id: 'item-box',
      code: 'BOX-3',
      description: 'Carton box 40×30×20',
      unit: 'UN',
      annualVolume: '2000',
    },
    {
      id: 'item-film',
      code: 'FILM-1',
      description: 'Stretch film 23 µm',
      unit: 'KG',
      annualVolume: '1000',
    },
    {
      id: 'item-tape',
      code: 'TAPE-2',
      description: 'Packing tape 48 mm',
      unit: 'RL',
      annualVolume: '500',
    },
  ],
  earlier: [{ round: 1, itemId: 'item-film', unitPrice: '9.85' }],
  answer: {
    status: 'OPENED',
    offers: [],
    savedAt: null,
    submittedAt: null,
    fileName: null,
  },
  receipts: [],
  reference: { incoterms: [], supplyOrigins: [] },
  ...overrides,
})
