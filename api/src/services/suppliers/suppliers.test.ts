import type { SupplierInput } from '@procura/shared'

import { db } from 'src/lib/db'
import { signInAs } from 'src/lib/testing/signInAs'
import { ids } from 'src/lib/testing/sourcingScenario'

import { saveSuppliers } from './suppliers'

const supplier = (change: Partial<SupplierInput> = {}): SupplierInput => ({
  name: 'Delta Metals',
  vat: '12.345.678/0001-90',
  sapCode: 'SAP-9',
  countryId: 'country-us',
  technicalApproval: true,
  financialRisk: 'Low',
  associatedParty: false,
  blockReason: null,
  litigant: true,
  ...change,
})

const save = (suppliers: SupplierInput[]) =>
  saveSuppliers({ processId: ids.acmeProcess, input: suppliers })

const alpha = () => supplier({ id: ids.supplierA, name: 'Alpha' })

describe('suppliers', () => {
  scenario('keeps, adds and removes suppliers as listed', async () => {
    await signInAs('buyer')

    await save([alpha(), supplier()])

    const stored = await db.supplier.findMany({
      where: { processId: ids.acmeProcess },
      orderBy: { name: 'asc' },
    })
    expect(stored.map((s) => [s.name, s.litigant])).toEqual([
      ['Alpha', true],
      ['Delta Metals', true],
    ])
    expect(stored[0].id).toBe(ids.supplierA)
  })

  scenario('requires name, VAT, SAP code and a valid country', async () => {
    await signInAs('buyer')

    for (const field of ['name', 'vat', 'sapCode', 'countryId'])
      await expect(save([supplier({ [field]: '' })])).rejects.toThrow(
        'validation.required'
      )
    await expect(save([supplier({ countryId: 'country-xx' })])).rejects.toThrow(
      'validation.invalidId'
    )
    for (const field of ['technicalApproval', 'associatedParty', 'litigant'])
      await expect(save([supplier({ [field]: null })])).rejects.toThrow(
        'validation.required'
      )
    expect(
      await db.supplier.count({ where: { processId: ids.acmeProcess } })
    ).toBe(2)
  })

  scenario(
    "refuses another process's supplier and another company's process",
    async () => {
      await signInAs('buyer')
      await expect(
        save([supplier({ id: ids.globexSupplier })])
      ).rejects.toThrow('process.validation.unknownSupplier')

      await signInAs('stranger')
      await expect(save([supplier()])).rejects.toThrow(
        'process.errors.companyNotAllowed'
      )
      expect(await db.supplier.count()).toBe(3)
    }
  )
})
