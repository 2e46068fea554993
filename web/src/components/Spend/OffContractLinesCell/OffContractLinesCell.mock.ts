import type { DecimalString } from '@procura/shared'
import type { OffContractLinesQuery } from 'types/graphql'

import { SUPPLIERS as ALL_SUPPLIERS } from '../Spend.fixtures'

// A page of a large company's off-contract lines: thousands behind one number, amounts up to
// billions, suppliers with accents and legal suffixes, both reasons.

const SUPPLIERS = ALL_SUPPLIERS.slice(0, 3)

export const standard = (offset = 0, total = 2_345): OffContractLinesQuery => ({
  offContractLines: {
    total,
    lines: Array.from({ length: Math.min(100, total - offset) }, (_, n) => ({
      date: `2026-${String(1 + (n % 9)).padStart(2, '0')}-${String(1 + (n % 28)).padStart(2, '0')}`,
      supplier: SUPPLIERS[n % SUPPLIERS.length],
      material:
        n % 2 ? 'Bobina de aço laminado a quente' : 'Filme stretch 23 µm',
      plant: n % 2 ? 'Campinas' : 'Manaus',
      amount: (1_234_567_890.12 / (offset + n + 1)).toFixed(2) as DecimalString,
      reason: n % 5 ? 'OTHER_SUPPLIER' : 'AFTER_TERM',
      contractId: `CT-${2026_000 + n}`,
      contractSupplier: 'Metalúrgica Caxias Ltda',
    })),
  },
})

export const none = (): OffContractLinesQuery => ({
  offContractLines: { total: 0, lines: [] },
})
