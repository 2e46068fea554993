import type { SupplierMasterInput } from '@procura/shared'

import { db } from 'src/lib/db'
import { signInAs } from 'src/lib/testing/signInAs'
import { ids, vats } from 'src/lib/testing/sourcingScenario'
import { supplierInput } from 'src/lib/testing/supplierInput'

import {
  createSupplier,
  deleteSupplier,
  supplier,
  supplierMatches,
  suppliers,
  updateSupplier,
} from './suppliers'

const create = (change: Partial<SupplierMasterInput> = {}) =>
  createSupplier({ input: supplierInput(change) })

const acmeCount = () =>
  db.supplier.count({ where: { companyId: 'company-acme' } })

const page = (sortBy = 'name', descending = false) => ({
  page: 0,
  pageSize: 20,
  sortBy,
  descending,
})

const names = async (filter = {}, sortBy = 'name', descending = false) =>
  (await suppliers({ page: page(sortBy, descending), filter })).items.map(
    (row) => row.name
  )

describe('the supplier master', () => {
  scenario(
    'keeps the VAT as letters and digits, with its contacts',
    async () => {
      await signInAs('buyer')
      const created = await create()

      expect(created.vat).toBe('30478061206097')
      // an empty box is no value: the supplier is not blocked
      expect(
        (
          await create({
            vat: '55661924975121',
            sapCode: 'V-2',
            blockReason: '',
          })
        ).blockReason
      ).toBeNull()
      expect(created.contacts).toEqual([
        expect.objectContaining({
          name: 'Vendas',
          email: 'vendas@delta.example',
          language: 'pt',
        }),
      ])
    }
  )

  scenario(
    "checks a Brazilian VAT's digits: CNPJ, alphanumeric CNPJ or CPF",
    async () => {
      await signInAs('buyer')
      await expect(create({ vat: '30.478.061/2060-98' })).rejects.toThrow(
        'suppliers.validation.taxId'
      )
      await expect(create({ vat: '300.600.130-37' })).rejects.toThrow(
        'suppliers.validation.taxId'
      )
      expect(await acmeCount()).toBe(2)

      await create({ vat: 'Q0.SLF.MBD/7VX4-39', sapCode: 'V-1' })
      await create({ vat: '300.600.130-36', sapCode: 'V-2' })
      // another country's VAT has no rule of ours
      await create({
        vat: 'US-98-7654321',
        countryId: 'country-us',
        sapCode: null,
      })
      expect(await acmeCount()).toBe(5)
    }
  )

  scenario('requires the fields the spec lists', async () => {
    await signInAs('buyer')
    for (const field of ['name', 'countryId'])
      await expect(create({ [field]: '' })).rejects.toThrow(
        'validation.required'
      )
    await expect(create({ vat: '–./' })).rejects.toThrow(
      'suppliers.validation.vatDigits'
    )
    await expect(create({ countryId: 'country-xx' })).rejects.toThrow(
      'validation.invalidId'
    )
    await expect(
      create({
        contacts: [{ name: 'Vendas', email: 'not an email', language: 'pt' }],
      })
    ).rejects.toThrow('suppliers.validation.email')
    await expect(
      create({
        // a language the app does not offer, on purpose
        contacts: [
          { name: 'Vendas', email: 'a@b.example', language: 'de' as never },
        ],
      })
    ).rejects.toThrow('validation.fromList')
    expect(await acmeCount()).toBe(2)
  })

  scenario(
    'one supplier per VAT and per SAP code in a company, not across companies',
    async () => {
      await signInAs('buyer')
      await expect(
        create({ vat: vats.alpha.replace(/^(\d{2})/, '$1.') })
      ).rejects.toThrow('suppliers.validation.vatTaken')
      await expect(create({ sapCode: 'SAP-Beta' })).rejects.toThrow(
        'suppliers.validation.sapCodeTaken'
      )
      // Globex's supplier may be Acme's too
      await create({ vat: vats.gamma, sapCode: 'SAP-Gamma' })
      // two suppliers without a SAP code are no conflict
      await create({ vat: '55661924975121', sapCode: '' })
      await create({ vat: '30060013036', sapCode: null })
      expect(
        await db.supplier.count({
          where: { companyId: 'company-acme', sapCode: null },
        })
      ).toBe(2)
    }
  )

  scenario(
    'an edit keeps the keys free of other suppliers, not of itself',
    async () => {
      await signInAs('buyer')
      const input = supplierInput({ vat: vats.alpha, sapCode: 'SAP-Alpha' })
      await updateSupplier({
        id: ids.alpha,
        input: { ...input, name: 'Alpha S.A.' },
      })
      expect((await supplier({ id: ids.alpha })).name).toBe('Alpha S.A.')

      await expect(
        updateSupplier({ id: ids.alpha, input: { ...input, vat: vats.beta } })
      ).rejects.toThrow('suppliers.validation.vatTaken')
    }
  )

  scenario(
    'lists with search by name, VAT or SAP code, flags, sorting and pages',
    async () => {
      await signInAs('buyer')
      await create({ litigant: true, blockReason: 'Unpaid taxes' })

      expect(await names()).toEqual(['Alpha', 'Beta', 'Delta Metais'])
      expect(await names({}, 'name', true)).toEqual([
        'Delta Metais',
        'Beta',
        'Alpha',
      ])
      expect(await names({ search: 'metais' })).toEqual(['Delta Metais'])
      expect(await names({ search: '30.478.061' })).toEqual(['Delta Metais'])
      expect(await names({ search: 'sap-be' })).toEqual(['Beta'])
      expect(await names({ litigant: true })).toEqual(['Delta Metais'])
      expect(await names({ blocked: false })).toEqual(['Alpha', 'Beta'])
      expect(await names({ technicalApproval: false })).toEqual([
        'Alpha',
        'Beta',
      ])

      const second = await suppliers({
        page: { page: 1, pageSize: 2, sortBy: 'name' },
      })
      expect(second.total).toBe(3)
      expect(second.items.map((row) => row.name)).toEqual(['Delta Metais'])
    }
  )

  scenario(
    'a search needs no accent nor case: "polimeros" finds Nordeste Polímeros Ltda.',
    async () => {
      await signInAs('buyer')
      await create({ name: 'Nordeste Polímeros Ltda.' })
      const found = async (search: string) =>
        (await supplierMatches({ search })).map((row) => row.name)
      expect(await found('polimeros')).toEqual(['Nordeste Polímeros Ltda.'])
      expect(await found('NORDESTE POLIMEROS')).toEqual([
        'Nordeste Polímeros Ltda.',
      ])
      expect(
        (
          await suppliers({
            page: { page: 0, pageSize: 10, sortBy: 'name' },
            filter: { search: 'Polimeros' },
          })
        ).items.map((row) => row.name)
      ).toEqual(['Nordeste Polímeros Ltda.'])
      // the name as renamed
      const [nordeste] = await supplierMatches({ search: 'polimeros' })
      await updateSupplier({
        id: nordeste.id,
        input: supplierInput({ name: 'Polímeros do Nordeste S.A.' }),
      })
      expect(await found('do nordeste')).toEqual(['Polímeros do Nordeste S.A.'])
    }
  )

  scenario('the type-ahead finds my suppliers only', async () => {
    await signInAs('buyer')
    expect(
      (await supplierMatches({ search: 'a' })).map((row) => row.name)
    ).toEqual(['Alpha', 'Beta'])
    expect(await supplierMatches({ search: 'gamma' })).toEqual([])
    expect(
      (await supplierMatches({ search: vats.beta.slice(0, 6) })).map(
        (row) => row.name
      )
    ).toEqual(['Beta'])

    await signInAs('stranger')
    expect(
      (await supplierMatches({ search: 'a' })).map((row) => row.name)
    ).toEqual(['Gamma'])
    expect(await names()).toEqual(['Gamma'])
  })

  scenario(
    'a supplier in a process in review cannot be deleted, one in a draft can',
    async () => {
      await signInAs('buyer')
      await db.process.update({
        where: { id: ids.acmeProcess },
        data: { status: 'IN_REVIEW' },
      })
      await expect(deleteSupplier({ id: ids.alpha })).rejects.toThrow(
        'suppliers.errors.inReview'
      )

      await db.process.update({
        where: { id: ids.acmeProcess },
        data: { status: 'DRAFT' },
      })
      await deleteSupplier({ id: ids.alpha })
      const row = await db.processSupplier.findUnique({
        where: { id: ids.supplierA },
      })
      // the process keeps the supplier as it was, with its quotations
      expect([row.name, row.supplierId]).toEqual(['Alpha', null])
    }
  )

  scenario(
    "another company's supplier is not allowed, an unknown one not found",
    async () => {
      await signInAs('stranger')
      const input = supplierInput({ vat: vats.alpha, sapCode: 'SAP-Alpha' })
      await expect(supplier({ id: ids.alpha })).rejects.toThrow(
        'suppliers.errors.companyNotAllowed'
      )
      await expect(
        updateSupplier({ id: ids.alpha, input: { ...input, name: 'Taken' } })
      ).rejects.toThrow('suppliers.errors.companyNotAllowed')
      await expect(deleteSupplier({ id: ids.alpha })).rejects.toThrow(
        'suppliers.errors.companyNotAllowed'
      )
      await expect(supplier({ id: 'not-an-id' })).rejects.toThrow(
        'suppliers.errors.notFound'
      )
      expect(
        (await db.supplier.findUnique({ where: { id: ids.alpha } })).name
      ).toBe('Alpha')
    }
  )
})
