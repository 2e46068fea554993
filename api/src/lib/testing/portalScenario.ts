// Test-only: Acme's sourcing scenario with a contact at each supplier (Alpha's writes Portuguese,
// Beta's English) and one at Globex's Gamma, and the steps that take a round to the portal.
import type { RoundScheduleInput } from '@procura/shared'

import { PortalAnswerReceivedJob } from 'src/jobs/PortalAnswerReceivedJob/PortalAnswerReceivedJob'
import { SendPortalMailJob } from 'src/jobs/SendPortalMailJob/SendPortalMailJob'
import { db } from 'src/lib/db'
import {
  inviteToRound,
  scheduleRound,
} from 'src/services/portal/roundSchedules'

import { testInbox } from './inbox'
import { itemDetailRow } from './readyProcess'
import { signInAs } from './signInAs'
import { ids, sourcingScenario } from './sourcingScenario'

export const contacts = {
  ana: '00000000-0000-4000-8000-000000000051',
  bob: '00000000-0000-4000-8000-000000000052',
  gil: '00000000-0000-4000-8000-000000000053',
}

const contact = (
  id: string,
  supplierId: string,
  name: string,
  email: string,
  language: 'en' | 'pt'
) => ({ data: { id, supplierId, name, email, language } })

export const portalScenario = {
  ...sourcingScenario,
  supplierContact: {
    ana: contact(contacts.ana, ids.alpha, 'Ana', 'ana@alpha.example.com', 'pt'),
    bob: contact(contacts.bob, ids.beta, 'Bob', 'bob@beta.example.com', 'en'),
    gil: contact(contacts.gil, ids.gamma, 'Gil', 'gil@gamma.example.com', 'en'),
  },
}

/** A wall-clock deadline `days` ahead, as the datetime-local input writes it. */
export const wallTimeIn = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 16)

const PORTAL_JOBS = {
  SendPortalMailJob,
  PortalAnswerReceivedJob,
} as unknown as Record<string, { perform: (args: unknown) => Promise<unknown> }>

/** Runs the queued portal jobs (and those they queue), as the worker would, until none is left. */
export const runPortalMails = async () => {
  for (;;) {
    const queued = (
      await db.backgroundJob.findMany({ orderBy: { id: 'asc' } })
    ).filter((job) => JSON.parse(job.handler).name in PORTAL_JOBS)
    if (!queued.length) return
    await db.backgroundJob.deleteMany({
      where: { id: { in: queued.map((job) => job.id) } },
    })
    for (const job of queued) {
      const { name, args } = JSON.parse(job.handler)
      await PORTAL_JOBS[name].perform(args[0])
    }
  }
}

/** The token of the newest portal link mailed to an address. */
export const mailedToken = (email: string) => {
  const mail = testInbox()
    .inbox.filter((sent) => sent.to.includes(email))
    .at(-1)
  const token = mail?.textContent?.match(/\/portal\/([A-Za-z0-9_-]+)/)?.[1]
  if (!token) throw new Error(`no portal link mailed to ${email}`)
  return token
}

/**
 * Acme's two items detailed, a round (the first unless told) scheduled (sealed, with volumes and payment terms asked) and
 * Ana (Alpha) and Bob (Beta) invited; answers each one's token.
 */
export const openPortalRound = async ({
  sealed = true,
  days = 7,
  round = 1,
  fields = ['annualVolume', 'paymentTerms'] as RoundScheduleInput['fields'],
} = {}) => {
  for (const itemId of [ids.steel, ids.resin])
    await db.itemDetail.create({ data: itemDetailRow(itemId) })
  await signInAs('buyer')
  await scheduleRound({
    processId: ids.acmeProcess,
    round,
    input: {
      deadline: wallTimeIn(days),
      instructions: 'Prices CIF Campinas, in BRL.',
      sealed,
      fields,
    },
  })
  testInbox().clearInbox()
  await inviteToRound({
    processId: ids.acmeProcess,
    round,
    contactIds: [contacts.ana, contacts.bob],
  })
  await runPortalMails()
  return {
    ana: mailedToken('ana@alpha.example.com'),
    bob: mailedToken('bob@beta.example.com'),
  }
}
