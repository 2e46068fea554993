import { db } from 'src/lib/db'
import { fileStorage } from 'src/lib/fileStorage'
import { signInAs } from 'src/lib/testing/signInAs'
import { ids } from 'src/lib/testing/sourcingScenario'
import { deleteRole } from 'src/services/roles/roles'
import { deleteUser } from 'src/services/users/users'

import { processDeletionLog } from './deletions'
import { createProcess, deleteProcess, Process } from './processes'

const processDeletions = async () => (await processDeletionLog()).deletions

const acme = () => db.process.findUnique({ where: { id: ids.acmeProcess } })

/** A quote stored and attached to Acme's process. */
const attachToAcme = async (file: string) => {
  await fileStorage.put(file, Buffer.from('quote'))
  await db.attachment.create({
    data: {
      processId: ids.acmeProcess,
      fileName: 'quote.pdf',
      file,
      mimeType: 'application/pdf',
      size: 5,
    },
  })
}

/** The create form's fields, as Acme's process has them. */
const formFields = async () => {
  const {
    id: _id,
    number: _number,
    companyId: _companyId,
    ownerId: _ownerId,
    status: _status,
    createdAt: _createdAt,
    updatedAt: _updatedAt,
    ...fields
  } = await acme()
  return fields
}

/** A new draft, owned by whoever is signed in, as the create form sends it. */
const newProcess = async (
  fields: Awaited<ReturnType<typeof formFields>>,
  categoryManagerId = 'user-manager'
) =>
  createProcess({
    input: {
      ...fields,
      categoryManagerId,
      items: [{ code: 'MAT-9', description: 'Bolts' }],
      plants: [
        {
          plant: 'P100',
          description: 'Campinas',
          regionId: 'region-se',
          countryId: 'country-br',
        },
      ],
      approvalWorkflow: [
        { userId: 'user-manager', title: 'Category manager', priority: 1 },
      ],
    } as never,
  })

describe('deleting processes', () => {
  scenario(
    'its owner, its category manager or someone ranked above both; an approved one only the top role',
    async () => {
      const fields = await formFields()
      // Acme's process is the buyer's, managed by the buyer: the manager ranks above
      await signInAs('manager2')
      await expect(deleteProcess({ id: ids.acmeProcess })).resolves.toBeTruthy()

      await signInAs('buyer')
      const managed = await newProcess(fields, 'user-owner')
      // the buyer owns it: may delete; a buyer ranked below the manager may not delete the manager's
      expect(await Process.canDelete(undefined, { root: managed })).toBe(true)
      await signInAs('manager')
      const managers = await newProcess(fields, 'user-manager')
      await signInAs('buyer')
      expect(await Process.canDelete(undefined, { root: managers })).toBe(false)
      await expect(deleteProcess({ id: managers.id })).rejects.toThrow(
        'process.errors.deleteNotAllowed'
      )

      // approved: the manager who owns it may not; the Owner may
      await db.process.update({
        where: { id: managers.id },
        data: { status: 'APPROVED', approvedAt: new Date() },
      })
      await signInAs('manager')
      await expect(deleteProcess({ id: managers.id })).rejects.toThrow(
        'process.errors.deleteApprovedNotAllowed'
      )
      await signInAs('owner')
      await deleteProcess({ id: managers.id })
      expect(await db.process.count({ where: { id: managers.id } })).toBe(0)
    }
  )

  scenario(
    'every deletion is logged for the Owner, and a number is never issued twice',
    async () => {
      const fields = await formFields()
      await signInAs('buyer')
      const first = await newProcess(fields)
      const second = await newProcess(fields)
      expect(second.number).toBe(first.number + 1)
      await deleteProcess({ id: second.id })
      const third = await newProcess(fields)
      expect(third.number).toBe(second.number + 1)

      // the buyer ranks below the Owner: no log to read
      expect(await processDeletionLog()).toEqual({
        canRead: false,
        deletions: [],
      })
      await signInAs('owner')
      expect(
        (await processDeletions()).map((d) => [
          d.number,
          d.title,
          d.status,
          d.deletedByName,
        ])
      ).toEqual([[second.number, second.title, 'DRAFT', 'Buyer Test']])
      await signInAs('stranger')
      expect(await processDeletions()).toEqual([])
    }
  )

  scenario(
    'deleting a role cleans up as deleting its users does: processes logged, files, avatars, spend',
    async () => {
      // the buyer owns Acme's process, with an attachment; has an avatar and managed spend
      await attachToAcme('attachments/acme/file-1')
      await fileStorage.put('avatars/avatar-buyer', Buffer.from('face'))
      await db.user.update({
        where: { id: 'user-buyer' },
        data: { avatarId: 'avatar-buyer' },
      })
      const rollup = {
        companyId: 'company-acme',
        month: new Date('2026-01-01'),
        businessDivisionId: 'bd',
        regionId: 'rg',
        supplier: 'Filmes Sul',
        material: 'Film',
        materialCategoryId: 'mc',
        plant: 'P100',
        unitOfMeasureId: 'kg',
        spend: '100.25',
        volume: '10',
        lines: 1,
      }
      await db.spendRollup.create({
        data: { ...rollup, categoryManagerId: 'user-buyer' },
      })

      await signInAs('owner')
      await deleteRole({ id: 'role-buyer' })

      expect(await acme()).toBeNull()
      expect((await processDeletions()).map((d) => d.deletedByName)).toEqual([
        'Owner Test',
      ])
      expect(await fileStorage.get('attachments/acme/file-1')).toBeNull()
      expect(await fileStorage.get('avatars/avatar-buyer')).toBeNull()
      expect(
        (await db.spendRollup.findMany()).map((r) => [
          r.categoryManagerId,
          r.spend.toFixed(),
        ])
      ).toEqual([['', '100.25']])
    }
  )

  scenario('deleting a user goes the same way', async () => {
    await attachToAcme('attachments/acme/file-2')
    await signInAs('owner')
    await deleteUser({ id: 'user-buyer' })

    expect(await acme()).toBeNull()
    expect(await fileStorage.get('attachments/acme/file-2')).toBeNull()
    expect((await processDeletions()).map((d) => d.status)).toEqual(['DRAFT'])
  })
})
