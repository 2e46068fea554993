import type { ProcessInput } from '@procura/shared'

import { db } from 'src/lib/db'
import { fileStorage } from 'src/lib/fileStorage'
import { signInAs } from 'src/lib/testing/signInAs'
import { ids } from 'src/lib/testing/sourcingScenario'

import {
  createProcess,
  Process,
  deleteProcess,
  process,
  processCandidates,
  processes,
  updateProcess,
} from './processes'

const page = { page: 0, pageSize: 20 }

const validInput = (): ProcessInput => ({
  title: 'Resin for packaging',
  categoryManagerId: 'user-manager',
  processDescription: 'HDPE resin',
  executiveSummary: 'Two suppliers, two rounds',
  processType: 'SPOT_PURCHASE',
  processProfile: 'LESS_THAN_3_SUPPLIERS',
  processNumber: 'PR-2026/01',
  parentProcessDescription: 'First resin contract',
  effectiveDate: new Date('2027-01-01'),
  endingDate: new Date('2027-12-31'),
  currentContractStatus: 'EXISTS_SAME_SUPPLIER',
  currencyId: 'cur-brl',
  keyStakeholders: 'Operations',
  items: [
    { code: 'R-1', description: 'Resin A' },
    { code: 'R-2', description: 'Resin B' },
  ],
  plants: [
    {
      plant: 'P1',
      description: 'Campinas',
      regionId: 'region-se',
      countryId: 'country-br',
    },
  ],
  approvalWorkflow: [
    { userId: 'user-manager', title: 'Category manager', priority: 1 },
    { userId: 'user-owner', title: 'Director', priority: 2 },
  ],
})

// the dates are refused on whichever field the check reaches first
const ORDER_OF_DATES =
  /process\.validation\.(effectiveBeforeEnding|endingAfterEffective)/

const refusal = (change: Partial<ProcessInput>) =>
  createProcess({ input: { ...validInput(), ...change } })

describe('processes', () => {
  describe('list', () => {
    scenario(
      'shows only my company processes, with their process ID',
      async () => {
        await signInAs('buyer')

        const { items, total } = await processes({ page })

        expect(total).toBe(1)
        expect(items[0]).toMatchObject({
          id: ids.acmeProcess,
          code: `PRC-${new Date().getUTCFullYear()}-0007`,
          processType: 'NEW',
          categoryManager: { firstName: 'Buyer' },
        })
      }
    )

    scenario(
      'filters by text (title, description or process ID) and by type',
      async () => {
        await signInAs('buyer')
        await createProcess({ input: validInput() })

        const byTitle = await processes({ page, filter: { text: 'resin for' } })
        const byCode = await processes({
          page,
          filter: { text: 'PRC-2026-0007' },
        })
        const byType = await processes({ page, filter: { processType: 'NEW' } })
        const none = await processes({
          page,
          filter: { text: 'nothing like it' },
        })

        expect(byTitle.items.map((p) => p.title)).toEqual([
          'Resin for packaging',
        ])
        expect(byCode.items.map((p) => p.id)).toEqual([ids.acmeProcess])
        expect(byType.items.map((p) => p.id)).toEqual([ids.acmeProcess])
        expect(none.total).toBe(0)
      }
    )

    scenario('sorts on the server by process ID', async () => {
      await signInAs('buyer')
      await createProcess({ input: validInput() })

      const { items } = await processes({
        page: { ...page, sortBy: 'code', descending: true },
      })

      expect(items.map((p) => p.code.slice(-4))).toEqual(['0008', '0007'])
    })
  })

  describe('company access', () => {
    scenario(
      "answers 'company not allowed' for another company's process",
      async () => {
        await signInAs('stranger')

        await expect(process({ id: ids.acmeProcess })).rejects.toThrow(
          'process.errors.companyNotAllowed'
        )
        await expect(
          updateProcess({ id: ids.acmeProcess, input: validInput() })
        ).rejects.toThrow('process.errors.companyNotAllowed')
        await expect(deleteProcess({ id: ids.acmeProcess })).rejects.toThrow(
          'process.errors.companyNotAllowed'
        )
        expect(await db.process.count({ where: { id: ids.acmeProcess } })).toBe(
          1
        )
      }
    )

    scenario("answers 'process not found' and 'invalid process'", async () => {
      await signInAs('buyer')

      await expect(process({ id: ids.missingProcess })).rejects.toThrow(
        'process.errors.notFound'
      )
      await expect(process({ id: 'not-a-uuid' })).rejects.toThrow(
        'process.errors.invalid'
      )
    })

    scenario(
      'offers only my company people as manager or approver',
      async () => {
        await signInAs('buyer')

        const owner = await db.user.findUniqueOrThrow({
          where: { id: 'user-owner' },
        })
        await db.role.update({
          where: { id: owner.roleId },
          data: { builtIn: 'owner' },
        })

        const candidates = await processCandidates()

        expect(candidates.map((c) => c.id).sort()).toEqual(
          ['user-buyer', 'user-manager', 'user-manager2', 'user-owner'].sort()
        )
        // the product's own role, for the screen to name in its reader's language
        expect(candidates.find((c) => c.id === 'user-owner')?.roleBuiltIn).toBe(
          'owner'
        )
        expect(
          candidates.find((c) => c.id === 'user-buyer')?.roleBuiltIn
        ).toBeNull()
      }
    )
  })

  describe('create', () => {
    scenario(
      'numbers the process after the last one, with me as owner',
      async () => {
        await signInAs('buyer')

        const created = await createProcess({ input: validInput() })

        const stored = await db.process.findUnique({
          where: { id: created.id },
          include: { items: true, plants: true, approvalWorkflow: true },
        })
        expect(stored).toMatchObject({
          number: 8,
          ownerId: 'user-buyer',
          companyId: 'company-acme',
          status: 'DRAFT',
        })
        expect(stored.items.map((item) => item.code).sort()).toEqual([
          'R-1',
          'R-2',
        ])
        expect(stored.plants).toHaveLength(1)
        expect(stored.approvalWorkflow).toHaveLength(2)
      }
    )

    scenario(
      'starts from an expiring contract of my company, and links back to it',
      async () => {
        const contractOf = async (companyId: string) =>
          db.contract.create({
            data: {
              company: { connect: { id: companyId } },
              contractId: `CT-${companyId}`,
              material: 'Steel coil',
              supplier: 'Alpha',
              materialCategory: {
                connectOrCreate: {
                  where: { code: 'STEEL' },
                  create: { code: 'STEEL', nameEn: 'Steel', namePt: 'Aço' },
                },
              },
              businessDivision: {
                connectOrCreate: {
                  where: { code: 'METALS' },
                  create: {
                    code: 'METALS',
                    nameEn: 'Metals',
                    namePt: 'Metais',
                  },
                },
              },
              region: { connect: { id: 'region-se' } },
              startDate: new Date('2025-01-01'),
              endDate: new Date('2026-12-31'),
              currentBalance: 10,
              totalBalance: 100,
              paymentTerm: 30,
              actionNeed: true,
              actionDescription: 'LENGTH',
              status: 'ON_GOING',
              estimatedConclusionDate: new Date('2026-12-31'),
              comment: 'Extend it',
            },
          })
        const ours = await contractOf('company-acme')
        const theirs = await contractOf('company-globex')
        await signInAs('buyer')

        const created = await createProcess({
          input: validInput(),
          fromContractId: ours.id,
        })

        await expect(
          Process.sourceContract(undefined, { root: created })
        ).resolves.toMatchObject({
          contractId: 'CT-company-acme',
        })
        await expect(
          createProcess({ input: validInput(), fromContractId: theirs.id })
        ).rejects.toThrow('contract.errors.companyNotAllowed')
      }
    )

    scenario(
      'gives each company its own numbers, also when created at once',
      async () => {
        await signInAs('buyer')

        const created = await Promise.all(
          [1, 2, 3].map(() => createProcess({ input: validInput() }))
        )

        expect(created.map((p) => p.number).sort((a, b) => a - b)).toEqual([
          8, 9, 10,
        ])
      }
    )

    scenario('requires every field of spec §5', async () => {
      await signInAs('buyer')
      const before = await db.process.count()

      for (const field of [
        'title',
        'categoryManagerId',
        'processDescription',
        'executiveSummary',
        'processType',
        'processProfile',
        'effectiveDate',
        'endingDate',
        'currentContractStatus',
        'currencyId',
      ] as const) {
        await expect(refusal({ [field]: null })).rejects.toThrow(
          'validation.required'
        )
      }
      // the parent process is asked of an extension only
      for (const field of ['processNumber', 'parentProcessDescription'])
        await expect(
          refusal({ processType: 'EXTENSION_LENGTH', [field]: null })
        ).rejects.toThrow('validation.required')
      expect(await db.process.count()).toBe(before)
    })

    scenario(
      'takes types, profiles and statuses from their lists only',
      async () => {
        await signInAs('buyer')

        for (const field of [
          'processType',
          'processProfile',
          'currentContractStatus',
        ])
          await expect(refusal({ [field]: 'OTHER' })).rejects.toThrow(
            'validation.fromList'
          )
      }
    )

    scenario('refuses a malformed parent process number', async () => {
      await signInAs('buyer')

      await expect(refusal({ processNumber: 'PR 2026 #1' })).rejects.toThrow(
        'process.validation.processNumber'
      )
    })

    scenario('requires the effective date before the ending date', async () => {
      await signInAs('buyer')

      await expect(
        refusal({
          effectiveDate: new Date('2027-12-31'),
          endingDate: new Date('2027-12-31'),
        })
      ).rejects.toThrow(ORDER_OF_DATES)
      await expect(
        refusal({
          effectiveDate: new Date('2028-01-01'),
          endingDate: new Date('2027-01-01'),
        })
      ).rejects.toThrow(ORDER_OF_DATES)
    })

    scenario(
      'requires at least one item, plant and approver, each complete',
      async () => {
        await signInAs('buyer')

        await expect(refusal({ items: [] })).rejects.toThrow(
          'process.validation.itemsMin'
        )
        await expect(refusal({ plants: [] })).rejects.toThrow(
          'process.validation.plantsMin'
        )
        await expect(refusal({ approvalWorkflow: [] })).rejects.toThrow(
          'process.validation.workflowMin'
        )
        await expect(
          refusal({ items: [{ code: 'R-1', description: '' }] })
        ).rejects.toThrow('validation.required')
        await expect(
          refusal({
            approvalWorkflow: [{ userId: '', title: 'Director', priority: 1 }],
          })
        ).rejects.toThrow('process.validation.approverRequired')
        await expect(
          refusal({
            approvalWorkflow: [
              { userId: 'user-manager', title: 'A', priority: 1 },
              { userId: 'user-owner', title: 'B', priority: 1 },
            ],
          })
        ).rejects.toThrow('process.validation.priorityUnique')
      }
    )

    scenario(
      'refuses people of another company and unknown reference ids',
      async () => {
        await signInAs('buyer')

        await expect(
          refusal({ categoryManagerId: 'user-stranger' })
        ).rejects.toThrow('process.validation.userNotInCompany')
        await expect(
          refusal({
            approvalWorkflow: [
              { userId: 'user-stranger', title: 'X', priority: 1 },
            ],
          })
        ).rejects.toThrow('process.validation.userNotInCompany')
        await expect(refusal({ currencyId: 'cur-xyz' })).rejects.toThrow(
          'validation.invalidId'
        )
        await expect(
          refusal({
            plants: [
              {
                plant: 'P1',
                description: 'Campinas',
                regionId: 'region-nowhere',
                countryId: 'country-br',
              },
            ],
          })
        ).rejects.toThrow('validation.invalidId')
      }
    )
  })

  describe('general step', () => {
    scenario(
      'keeps the items it names, adds new ones and drops the rest',
      async () => {
        await signInAs('buyer')

        await updateProcess({
          id: ids.acmeProcess,
          input: {
            ...validInput(),
            items: [
              {
                id: ids.steel,
                code: 'MAT-1',
                description: 'Steel coil, hot-rolled',
              },
              { code: 'MAT-3', description: 'Zinc' },
            ],
          },
        })

        const items = await db.processItem.findMany({
          where: { processId: ids.acmeProcess },
          orderBy: { code: 'asc' },
        })
        expect(items.map((item) => [item.code, item.description])).toEqual([
          ['MAT-1', 'Steel coil, hot-rolled'],
          ['MAT-3', 'Zinc'],
        ])
        expect(items[0].id).toBe(ids.steel)
      }
    )

    scenario(
      'replaces the approval workflow only when it changed',
      async () => {
        await signInAs('buyer')
        const before = await db.approvalWorkflowEntry.findMany({
          where: { processId: ids.acmeProcess },
        })

        await updateProcess({ id: ids.acmeProcess, input: validInput() })
        const kept = await db.approvalWorkflowEntry.findMany({
          where: { processId: ids.acmeProcess },
        })
        await updateProcess({
          id: ids.acmeProcess,
          input: {
            ...validInput(),
            approvalWorkflow: [
              { userId: 'user-owner', title: 'Director', priority: 1 },
            ],
          },
        })
        const replaced = await db.approvalWorkflowEntry.findMany({
          where: { processId: ids.acmeProcess },
        })

        expect(kept.map((e) => e.id).sort()).toEqual(
          before.map((e) => e.id).sort()
        )
        expect(replaced.map((e) => [e.userId, e.priority])).toEqual([
          ['user-owner', 1],
        ])
      }
    )

    scenario("refuses another process's item id", async () => {
      await signInAs('buyer')

      await expect(
        updateProcess({
          id: ids.acmeProcess,
          input: {
            ...validInput(),
            items: [
              { id: ids.globexItem, code: 'G-1', description: 'Globex item' },
            ],
          },
        })
      ).rejects.toThrow('process.validation.unknownItem')
      expect(
        await db.processItem.count({ where: { id: ids.globexItem } })
      ).toBe(1)
    })

    scenario('refuses changes once the process is in review', async () => {
      await signInAs('buyer')
      await db.process.update({
        where: { id: ids.acmeProcess },
        data: { status: 'IN_REVIEW' },
      })

      await expect(
        updateProcess({ id: ids.acmeProcess, input: validInput() })
      ).rejects.toThrow('process.errors.alreadyInReview')
    })
  })

  describe('delete', () => {
    scenario('deletes the process, its children and its files', async () => {
      await signInAs('buyer')
      await fileStorage.put('attachments/test-file', Buffer.from('quote'))
      await db.attachment.create({
        data: {
          processId: ids.acmeProcess,
          fileName: 'quote.pdf',
          file: 'attachments/test-file',
          mimeType: 'application/pdf',
          size: 5,
        },
      })

      await deleteProcess({ id: ids.acmeProcess })

      expect(await db.process.count({ where: { id: ids.acmeProcess } })).toBe(0)
      expect(
        await db.processItem.count({ where: { processId: ids.acmeProcess } })
      ).toBe(0)
      expect(
        await db.processSupplier.count({
          where: { processId: ids.acmeProcess },
        })
      ).toBe(0)
      expect(await fileStorage.get('attachments/test-file')).toBeNull()
    })
  })
})
