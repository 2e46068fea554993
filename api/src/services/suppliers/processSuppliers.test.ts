import type { ProcessSupplierInput } from '@procura/shared'

import { db } from 'src/lib/db'
import { signInAs } from 'src/lib/testing/signInAs'
import { ids, vats } from 'src/lib/testing/sourcingScenario'
import { supplierInput } from 'src/lib/testing/supplierInput'

import { saveSuppliers } from './processSuppliers'
import { createSupplier, updateSupplier } from './suppliers'

// the service's own input: a kept row whose master was deleted comes without supplierId
const save = (input: ProcessSupplierInput[]) =>
  saveSuppliers({ processId: ids.acmeProcess, input })

const rowsOfAcme = () =>
  db.processSupplier.findMany({
    where: { processId: ids.acmeProcess },
    orderBy: { name: 'asc' },
  })

const delta = supplierInput({
  name: 'Delta Metals',
  litigant: true,
  contacts: [],
})

describe('the suppliers step', () => {
  scenario(
    'keeps, adds and removes suppliers picked from the master',
    async () => {
      await signInAs('buyer')
      const created = await createSupplier({ input: delta })

      await save([
        { id: ids.supplierA, supplierId: ids.alpha },
        { supplierId: created.id },
      ])

      const stored = await rowsOfAcme()
      expect(
        stored.map((row) => [row.name, row.vat, row.sapCode, row.litigant])
      ).toEqual([
        ['Alpha', vats.alpha, 'SAP-Alpha', false],
        ['Delta Metals', '30478061206097', 'V-9', true],
      ])
      expect(stored[0].id).toBe(ids.supplierA)
      expect(stored[1].supplierId).toBe(created.id)
    }
  )

  scenario(
    'a draft follows the master, a process in review keeps its copy',
    async () => {
      await signInAs('buyer')
      const edit = (name: string) =>
        updateSupplier({
          id: ids.alpha,
          input: { ...delta, name, vat: vats.alpha, sapCode: 'SAP-Alpha' },
        })

      await edit('Alpha Aços')
      expect((await rowsOfAcme())[0].name).toBe('Alpha Aços')

      await db.process.update({
        where: { id: ids.acmeProcess },
        data: { status: 'IN_REVIEW' },
      })
      await edit('Alpha Steel')
      expect((await rowsOfAcme())[0].name).toBe('Alpha Aços')
    }
  )

  scenario(
    'a row whose master was deleted stays as the process has it',
    async () => {
      await signInAs('buyer')
      await db.supplier.delete({ where: { id: ids.alpha } })

      await save([
        { id: ids.supplierA },
        { id: ids.supplierB, supplierId: ids.beta },
      ])

      expect(
        (await rowsOfAcme()).map((row) => [row.name, row.supplierId])
      ).toEqual([
        ['Alpha', null],
        ['Beta', ids.beta],
      ])
      await expect(save([{}])).rejects.toThrow('validation.required')
    }
  )

  scenario('refuses the same supplier twice and an unknown one', async () => {
    await signInAs('buyer')
    await expect(
      save([{ supplierId: ids.alpha }, { supplierId: ids.alpha }])
    ).rejects.toThrow('process.suppliers.twice')
    await expect(
      save([{ supplierId: '00000000-0000-4000-8000-0000000000aa' }])
    ).rejects.toThrow('suppliers.errors.notFound')
    expect((await rowsOfAcme()).map((row) => row.name)).toEqual([
      'Alpha',
      'Beta',
    ])
  })

  scenario(
    "refuses another company's supplier, another process's row and another company's process",
    async () => {
      await signInAs('buyer')
      await expect(save([{ supplierId: ids.gamma }])).rejects.toThrow(
        'suppliers.errors.notFound'
      )
      await expect(
        save([{ id: ids.globexSupplier, supplierId: ids.alpha }])
      ).rejects.toThrow('process.validation.unknownSupplier')

      await signInAs('stranger')
      await expect(save([{ supplierId: ids.gamma }])).rejects.toThrow(
        'process.errors.companyNotAllowed'
      )
      expect(await db.processSupplier.count()).toBe(3)
    }
  )
})
