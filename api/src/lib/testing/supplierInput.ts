// Test-only: a Brazilian supplier of the master as its form sends it (a valid CNPJ, one contact).
import type { SupplierMasterInput } from '@procura/shared'

export const supplierInput = (change: Partial<SupplierMasterInput> = {}) => ({
  name: 'Delta Metais',
  vat: '30.478.061/2060-97',
  sapCode: 'V-9',
  countryId: 'country-br',
  technicalApproval: true,
  financialRisk: 'Low',
  associatedParty: false,
  blockReason: null,
  litigant: false,
  contacts: [{ name: 'Vendas', email: 'Vendas@Delta.example', language: 'pt' }],
  ...change,
})
