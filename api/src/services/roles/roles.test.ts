import { db } from 'src/lib/db'
import { firebaseAuth } from 'src/lib/firebase'
import { freshAccount } from 'src/lib/testing/firebaseEmulator'
import { signInAs } from 'src/lib/testing/signInAs'

import { createRole, deleteRole, roles, updateRole } from './roles'

const page = { page: 0, pageSize: 20 }
const role = (priority: number, name = `Role ${priority}`) => ({
  name,
  description: 'A role',
  priority,
})

describe('roles', () => {
  scenario(
    'lists only my company roles, by priority, with their user counts',
    async () => {
      await signInAs('manager')

      const { items, total } = await roles({
        page: { ...page, sortBy: 'priority', descending: true },
      })

      expect(total).toBe(3)
      expect(items.map((r) => [r.name, r.userCount])).toEqual([
        ['Owner', 1],
        ['Manager', 2],
        ['Buyer', 1],
      ])
    }
  )

  scenario('pages on the server', async () => {
    await signInAs('owner')

    const second = await roles({
      page: { page: 1, pageSize: 2, sortBy: 'name' },
    })

    expect(second).toMatchObject({ total: 3, items: [{ name: 'Owner' }] })
  })

  describe('create', () => {
    scenario('allows a role below my priority', async () => {
      await signInAs('manager')

      await expect(createRole({ input: role(199) })).resolves.toMatchObject({
        priority: 199,
        companyId: 'company-acme',
      })
    })

    scenario('refuses a role with my priority or higher', async () => {
      await signInAs('manager')

      await expect(createRole({ input: role(200) })).rejects.toThrow(
        'team.roles.priorityTooHigh'
      )
      await expect(createRole({ input: role(201) })).rejects.toThrow(
        'team.roles.priorityTooHigh'
      )
      expect(
        await db.role.count({ where: { companyId: 'company-acme' } })
      ).toBe(3)
    })

    scenario('requires name, description and a numeric priority', async () => {
      await signInAs('owner')

      await expect(
        createRole({ input: { ...role(10), name: '' } })
      ).rejects.toThrow('validation.required')
      await expect(
        createRole({ input: { ...role(10), description: ' ' } })
      ).rejects.toThrow('validation.required')
      await expect(
        createRole({ input: { ...role(10), priority: 1.5 } })
      ).rejects.toThrow('team.roles.priorityNumber')
    })

    scenario('refuses a name the company already uses', async () => {
      await signInAs('owner')

      await expect(createRole({ input: role(10, 'buyer') })).rejects.toThrow(
        'team.roles.nameExists'
      )
    })
  })

  describe('update', () => {
    scenario(
      'lets me rename my own role but not change its priority',
      async () => {
        await signInAs('manager')

        await expect(
          updateRole({
            id: 'role-manager',
            input: role(200, 'Category manager'),
          })
        ).resolves.toMatchObject({
          name: 'Category manager',
        })
        await expect(
          updateRole({ id: 'role-manager', input: role(150, 'Manager') })
        ).rejects.toThrow('team.roles.ownPriority')
      }
    )

    scenario('lets me edit a lower role, keeping it below me', async () => {
      await signInAs('manager')

      await expect(
        updateRole({ id: 'role-buyer', input: role(150, 'Buyer') })
      ).resolves.toMatchObject({ priority: 150 })
      await expect(
        updateRole({ id: 'role-buyer', input: role(250, 'Buyer') })
      ).rejects.toThrow('team.roles.priorityTooHigh')
    })

    scenario(
      "keeps a built-in role while it keeps the product's words, in either language; the company's own words make it theirs",
      async () => {
        await db.role.update({
          where: { id: 'role-buyer' },
          data: { builtIn: 'buyer' },
        })
        await signInAs('manager')

        await expect(
          updateRole({
            id: 'role-buyer',
            input: {
              name: 'Comprador',
              description: 'Cota e negocia com fornecedores',
              priority: 150,
            },
          })
        ).resolves.toMatchObject({ priority: 150, builtIn: 'buyer' })
        await expect(
          updateRole({
            id: 'role-buyer',
            input: {
              name: 'Buyer',
              description: 'Buys resins only',
              priority: 150,
            },
          })
        ).resolves.toMatchObject({
          description: 'Buys resins only',
          builtIn: null,
        })
      }
    )

    scenario('refuses to edit a higher role', async () => {
      await signInAs('manager')

      await expect(
        updateRole({ id: 'role-owner', input: role(1_000_000, 'Boss') })
      ).rejects.toThrow('team.roles.priorityTooHigh')
    })
  })

  describe('delete', () => {
    scenario(
      'deletes a lower role with its users and their sign-in accounts',
      async () => {
        await freshAccount('buyer', 'buyer@team.example.com', 'Str0ng!Pass')
        await signInAs('manager')

        await deleteRole({ id: 'role-buyer' })

        expect(
          await db.role.findUnique({ where: { id: 'role-buyer' } })
        ).toBeNull()
        expect(await db.user.findUnique({ where: { uid: 'buyer' } })).toBeNull()
        await expect(firebaseAuth().getUser('buyer')).rejects.toMatchObject({
          code: 'auth/user-not-found',
        })
      }
    )

    scenario('refuses to delete my own role or a higher one', async () => {
      await signInAs('manager')

      await expect(deleteRole({ id: 'role-manager' })).rejects.toThrow(
        'team.roles.priorityTooHigh'
      )
      await expect(deleteRole({ id: 'role-owner' })).rejects.toThrow(
        'team.roles.priorityTooHigh'
      )
      expect(await db.role.count()).toBe(4)
    })
  })

  scenario(
    "answers 'Função não encontrada' for another company's role, touching nothing",
    async () => {
      await signInAs('owner')

      await expect(
        updateRole({ id: 'role-globex-owner', input: role(1) })
      ).rejects.toThrow('team.roles.notFound')
      await expect(deleteRole({ id: 'role-globex-owner' })).rejects.toThrow(
        'team.roles.notFound'
      )
      expect(
        await db.role.findUnique({ where: { id: 'role-globex-owner' } })
      ).toMatchObject({ name: 'Owner' })
    }
  )
})
