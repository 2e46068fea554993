import { PROCESS_TYPES } from '@procura/shared'
import type { ProcessesQuery } from 'types/graphql'

// A page of a large company's 137 sourcing processes, newest first, in every status.

const TITLES = [
  'Embalagens, resinas e aço — acordo anual 2027',
  'Resina PET — acordo anual',
  'Frete rodoviário Curitiba–São Paulo',
  'Renovação de tambores de aço',
  'Produtos de limpeza — compra spot',
  'Açúcar cristal VHP — safra 2027/28',
  'Rótulos BOPP para a linha de bebidas',
  'Paletes PBR — Região Sudeste',
]
const STATUSES = ['DRAFT', 'IN_REVIEW', 'APPROVED', 'REJECTED'] as const
const MANAGERS = [
  { id: 'user-marina', firstName: 'Marina', lastName: 'Costa' },
  { id: 'user-paulo', firstName: 'Paulo', lastName: 'Mendes' },
  { id: 'user-joao', firstName: 'João', lastName: 'Araújo' },
]

export const standard = (): ProcessesQuery => ({
  processes: {
    total: 137,
    items: Array.from({ length: 20 }, (_, n) => ({
      id: `process-${n}`,
      code: `PRC-2026-${String(137 - n).padStart(4, '0')}`,
      title: TITLES[n % TITLES.length],
      processDescription:
        n % 3
          ? 'Duas rodadas com os fornecedores da categoria'
          : 'Spot: três cotações, uma rodada',
      processType: PROCESS_TYPES[n % PROCESS_TYPES.length],
      status: STATUSES[n % STATUSES.length],
      createdAt: new Date(Date.UTC(2026, 10, 26 - n, 12, 30)).toISOString(),
      categoryManager: MANAGERS[n % MANAGERS.length],
    })),
  },
})

/** A company with no process yet (or none the filters let through). */
export const empty = (): ProcessesQuery => ({
  processes: { total: 0, items: [] },
})
