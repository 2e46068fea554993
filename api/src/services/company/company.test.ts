import { db } from 'src/lib/db'
import { signInAs } from 'src/lib/testing/signInAs'
import { saveSavingsTarget } from 'src/services/savings/savings'

import { companySettings, updateCompanySettings } from './company'

const settings = {
  name: 'Acme Brasil',
  currencyCode: 'USD',
  timeZone: 'America/Manaus',
  allowSelfApproval: true,
}

describe('company settings', () => {
  scenario(
    "the Owner sets the company's name, currency, time zone and segregation of duties",
    async () => {
      await signInAs('owner')
      expect(await companySettings()).toMatchObject({
        currencyCode: 'BRL',
        timeZone: 'America/Sao_Paulo',
        allowSelfApproval: false,
        canEdit: true,
        currencyLocked: false,
      })

      await updateCompanySettings({ input: settings })

      expect(
        await db.company.findUnique({ where: { id: 'company-acme' } })
      ).toMatchObject(settings)
      // the other company keeps its own
      expect(
        await db.company.findUnique({ where: { id: 'company-globex' } })
      ).toMatchObject({ name: 'Globex', currencyCode: 'BRL' })
    }
  )

  scenario('bad input gets a message and changes nothing', async () => {
    await signInAs('owner')
    const refused = (change: object) =>
      updateCompanySettings({ input: { ...settings, ...change } })
    await expect(refused({ timeZone: 'Mars/Olympus' })).rejects.toThrow(
      'company.errors.timeZone'
    )
    await expect(refused({ currencyCode: 'XYZ' })).rejects.toThrow(
      'company.errors.currency'
    )
    await expect(refused({ currencyCode: 'dollars' })).rejects.toThrow(
      'company.errors.currency'
    )
    await expect(refused({ name: ' ' })).rejects.toThrow('validation.required')
    expect(
      await db.company.findUnique({ where: { id: 'company-acme' } })
    ).toMatchObject({ name: 'Acme', currencyCode: 'BRL' })
  })

  scenario('only the highest-ranked role changes them', async () => {
    await signInAs('manager')
    expect(await companySettings()).toMatchObject({ canEdit: false })
    await expect(updateCompanySettings({ input: settings })).rejects.toThrow(
      'company.errors.notAllowed'
    )
    expect(
      (await db.company.findUnique({ where: { id: 'company-acme' } })).name
    ).toBe('Acme')
  })

  scenario(
    'the currency cannot change while amounts are recorded in it, so nothing is relabelled',
    async () => {
      await signInAs('owner')
      // a yearly target, kept in reais
      await saveSavingsTarget({ input: { year: 2026, amount: '1000000' } })
      expect(await companySettings()).toMatchObject({ currencyLocked: true })

      await expect(updateCompanySettings({ input: settings })).rejects.toThrow(
        'company.errors.currencyInUse'
      )
      // the rest may still change, the currency staying
      await updateCompanySettings({
        input: { ...settings, currencyCode: 'BRL' },
      })
      expect(
        await db.company.findUnique({ where: { id: 'company-acme' } })
      ).toMatchObject({ currencyCode: 'BRL', timeZone: 'America/Manaus' })
    }
  )
})
