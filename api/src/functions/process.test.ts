import { mockHttpEvent } from '@redwoodjs/testing/api'

import { db } from 'src/lib/db'
import { fileStorage } from 'src/lib/fileStorage'
import { readPdf } from 'src/lib/testing/readPdf'
import { makeAcmeProcessReady } from 'src/lib/testing/readyProcess'
import { signInAs } from 'src/lib/testing/signInAs'
import { ids } from 'src/lib/testing/sourcingScenario'
import { bearerFor } from 'src/lib/testing/tokens'
import { applyScenario, saveScenario } from 'src/services/scenarios/scenarios'
import { solvesSettled } from 'src/services/scenarios/scenarioSolves'
import { sendProcessForApproval } from 'src/services/workflow/workflow'

import { handler } from './process'

const auth: Record<string, string> = {}

const call = async (
  httpMethod: string,
  path: string,
  uid: string,
  body?: unknown
) => {
  const response = await handler(
    mockHttpEvent({
      httpMethod,
      path,
      headers: { authorization: auth[uid], 'accept-language': 'en' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  )
  return { status: response.statusCode, body: JSON.parse(response.body) }
}

const attach = async (fileName = 'quote.pdf') => {
  const key = `attachments/${ids.acmeProcess}/${fileName}`
  await fileStorage.put(key, Buffer.from('%PDF-1.4'))
  return db.attachment.create({
    data: {
      processId: ids.acmeProcess,
      fileName,
      file: key,
      mimeType: 'application/pdf',
      size: 8,
    },
  })
}

describe('/api/process', () => {
  beforeAll(async () => {
    auth.buyer = await bearerFor('buyer')
    auth.manager = await bearerFor('manager')
    auth.stranger = await bearerFor('stranger')
  })

  scenario(
    'PUT …/flow/approve and …/flow/disapprove decide for the current approver',
    async () => {
      await makeAcmeProcessReady()
      await signInAs('buyer')
      await sendProcessForApproval({
        id: ids.acmeProcess,
        input: { finalExecutiveSummary: 'Award to Alpha' },
      })
      const flow = `/process/${ids.acmeProcess}/flow`

      expect(
        await call('PUT', `${flow}/approve`, 'stranger', {})
      ).toMatchObject({
        status: 403,
        body: { message: 'Company not allowed' },
      })
      expect(await call('PUT', `${flow}/approve`, 'buyer', {})).toMatchObject({
        status: 403,
        body: { message: 'User is not in workflow' },
      })
      expect(
        await call('PUT', `${flow}/disapprove`, 'manager', {})
      ).toMatchObject({
        status: 400,
        body: { message: 'A comment is required to reject' },
      })
      expect(
        await call('PUT', `${flow}/disapprove`, 'manager', {
          description: 'Too expensive',
        })
      ).toMatchObject({ status: 200, body: { success: true } })
      expect(
        (await db.process.findUnique({ where: { id: ids.acmeProcess } })).status
      ).toBe('REJECTED')
    }
  )

  scenario(
    'PUT …/flow/approve answers whether the process is approved or still in review',
    async () => {
      auth.owner = await bearerFor('owner')
      await makeAcmeProcessReady()
      await signInAs('buyer')
      await sendProcessForApproval({
        id: ids.acmeProcess,
        input: { finalExecutiveSummary: 'Award to Alpha' },
      })
      const flow = `/process/${ids.acmeProcess}/flow`

      // the first of two approvers: recorded, not approved
      expect(await call('PUT', `${flow}/approve`, 'manager', {})).toEqual({
        status: 200,
        body: { success: true, data: { status: 'IN_REVIEW' } },
      })
      expect(await call('PUT', `${flow}/approve`, 'owner', {})).toEqual({
        status: 200,
        body: { success: true, data: { status: 'APPROVED' } },
      })
    }
  )

  scenario(
    "GET …/report is a PDF in the reader's language, its sections flowing over landscape pages",
    async () => {
      await makeAcmeProcessReady()
      await signInAs('buyer')
      const cheapest = await saveScenario({
        processId: ids.acmeProcess,
        input: { name: 'Menor preço', kind: 'CHEAPEST' } as never,
      })
      await solvesSettled()
      await applyScenario({ id: cheapest.id })
      await sendProcessForApproval({
        id: ids.acmeProcess,
        input: { finalExecutiveSummary: 'Adjudicar à Alpha' },
      })

      const response = await handler(
        mockHttpEvent({
          httpMethod: 'GET',
          path: `/process/${ids.acmeProcess}/report`,
          headers: { authorization: auth.buyer, 'accept-language': 'pt-BR' },
        })
      )
      const { info, text, drawn } = await readPdf(
        Buffer.from(response.body, 'base64')
      )

      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toBe('application/pdf')
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="PRC-\d{4}-\d{4}\.pdf"$/
      )
      // the sections flow over the pages: a small process with a scenario fills three, none left nearly empty
      expect(info).toMatch(/Pages:\s+3\n/)
      expect(info).toMatch(/Page size:\s+841\.89 x 595\.28 pts/)
      expect(drawn).toHaveLength(3)
      const [first] = text.split('\f')
      expect(
        first.split('\n').filter((line) => line.trim()).length
      ).toBeGreaterThan(25)
      for (const words of [
        'Adjudicar à Alpha',
        'Itens',
        'MAT-1',
        'Mapa comparativo',
        'Alpha',
        'Adjudicados',
        'Cenários',
        'Aplicado: “Menor preço”, por Buyer Test',
        'Alpha: 100 %',
        'Histórico de aprovações',
        'Pendente',
        'Página 3 de 3',
      ])
        expect(text).toContain(words)
      // the approval history with its times, not just its days
      expect(text).toMatch(/\d{2}\/\d{2}\/\d{4}, \d{1,2}:\d{2}/)
    }
  )

  scenario(
    'the PDF says "incomplete" for an item without its historical and baseline prices, as the review does',
    async () => {
      await makeAcmeProcessReady()
      // the resin's detail (its historical and baseline prices) not given yet
      await db.itemDetail.delete({ where: { itemId: ids.resin } })

      const response = await handler(
        mockHttpEvent({
          httpMethod: 'GET',
          path: `/process/${ids.acmeProcess}/report`,
          headers: { authorization: auth.buyer, 'accept-language': 'pt-BR' },
        })
      )
      expect(response.statusCode).toBe(200)
      const { text } = await readPdf(Buffer.from(response.body, 'base64'))
      // the PDF's words wrap in their columns: compared with single spaces
      const words = text.replace(/\s+/g, ' ')
      // the resin's four savings figures, each "incomplete", not R$ 0,00; the totals the steel's alone
      expect(words).toContain(
        'MAT-2 — — R$ 95,00 R$ 95,00 Incompleto: ainda sem Incompleto: ainda sem Incompleto: ainda sem Incompleto: ainda sem'
      )
      expect(words).toContain(
        'Total R$ 5.000,00 R$ 10.000,00 R$ 0,00 R$ 15.000,00 Os totais deixam de fora os itens sem preço histórico e preço base'
      )
    }
  )

  scenario(
    'lists attachments as data.data, with id and file name',
    async () => {
      const attachment = await attach()

      const { status, body } = await call(
        'GET',
        `/process/${ids.acmeProcess}/attachment`,
        'buyer'
      )

      expect(status).toBe(200)
      expect(body.data.data).toEqual([
        expect.objectContaining({ id: attachment.id, fileName: 'quote.pdf' }),
      ])
    }
  )

  scenario('deletes an attachment and its stored file', async () => {
    const attachment = await attach()

    const { status } = await call(
      'DELETE',
      `/process/${ids.acmeProcess}/attachment/${attachment.id}`,
      'buyer'
    )

    expect(status).toBe(200)
    expect(await db.attachment.count()).toBe(0)
    expect(await fileStorage.get(attachment.file)).toBeNull()
  })

  scenario('keeps the files of a process sent for approval', async () => {
    const attachment = await attach()

    for (const status of ['IN_REVIEW', 'APPROVED'] as const) {
      await db.process.update({
        where: { id: ids.acmeProcess },
        data: { status },
      })
      const refused = await call(
        'DELETE',
        `/process/${ids.acmeProcess}/attachment/${attachment.id}`,
        'buyer'
      )
      expect([refused.status, refused.body.message]).toEqual([
        403,
        'The files of a process sent for approval cannot change',
      ])
    }
    expect(await db.attachment.count()).toBe(1)
    expect(await fileStorage.get(attachment.file)).not.toBeNull()
  })

  scenario('deletes a process with its children and files', async () => {
    const attachment = await attach()

    const { status, body } = await call(
      'DELETE',
      `/process/${ids.acmeProcess}`,
      'buyer'
    )

    expect([status, body.success]).toEqual([200, true])
    expect(await db.process.count({ where: { id: ids.acmeProcess } })).toBe(0)
    expect(await fileStorage.get(attachment.file)).toBeNull()
  })

  scenario("answers 403 'company not allowed' to another company", async () => {
    const attachment = await attach()

    for (const [method, path] of [
      ['DELETE', `/process/${ids.acmeProcess}`],
      ['GET', `/process/${ids.acmeProcess}/attachment`],
      ['DELETE', `/process/${ids.acmeProcess}/attachment/${attachment.id}`],
      ['GET', `/process/${ids.acmeProcess}/report`],
    ]) {
      const { status, body } = await call(method, path, 'stranger')
      expect([status, body.message]).toEqual([403, 'Company not allowed'])
    }
    expect(await db.attachment.count()).toBe(1)
    expect(await db.process.count({ where: { id: ids.acmeProcess } })).toBe(1)
  })

  scenario(
    "answers 404 'process not found' and 400 'invalid process'",
    async () => {
      expect(
        await call('DELETE', `/process/${ids.missingProcess}`, 'buyer')
      ).toMatchObject({
        status: 404,
        body: { message: 'Process not found' },
      })
      expect(await call('DELETE', '/process/42', 'buyer')).toMatchObject({
        status: 400,
        body: { message: 'Invalid process' },
      })
    }
  )

  scenario('answers 401 without a token', async () => {
    const response = await handler(
      mockHttpEvent({
        httpMethod: 'DELETE',
        path: `/process/${ids.acmeProcess}`,
      })
    )

    expect(response.statusCode).toBe(401)
    expect(await db.process.count({ where: { id: ids.acmeProcess } })).toBe(1)
  })
})
