// The demo company as the victim of the probes: signed in as its Owner, with one row in every
// table a stranger could aim at (the seed makes most; an avatar, an attachment and a conversation
// are added here through the api, as a user would).
import { API_URL, DEMO_COMPANY_ID, demoEmail, idTokenFor, request } from './api.mjs'
import { companyRows, difference, idPicker, sampleIds, snapshot } from './database.mjs'

// the smallest PNG (1×1) and PDF that the api's content checks accept
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64'
)
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')

export const multipartFile = (name, bytes, type) => {
  const form = new FormData()
  form.append('file', new Blob([bytes], { type }), name)
  return form
}

const ok = async (answer) => {
  const { status, body } = await answer
  if (status >= 300) throw new Error(`victim setup failed: ${status} ${JSON.stringify(body)}`)
  return body
}

/** The victim's token, its rows, their ids (what must never leak) and one id per table. */
export const preparedVictim = async () => {
  const token = await idTokenFor(demoEmail('owner'))
  const draft = sampleIds(companyRows(await snapshot(), DEMO_COMPANY_ID).rows).Process
  await ok(request('/avatar', { token, method: 'PUT', body: JSON.stringify({ data: PNG.toString('base64') }) }))
  await ok(request(`/process/${draft}/attachment`, { token, method: 'PUT', body: multipartFile('terms.pdf', PDF, 'application/pdf') }))
  await ok(request('/completion', { token, method: 'POST', body: JSON.stringify({ message: 'Which contracts end soon?' }), headers: { 'content-type': 'application/json' } }))
  const rows = await snapshot()
  const victim = companyRows(rows, DEMO_COMPANY_ID)
  const emails = victim.rows.filter((entry) => entry.table === 'User').map((entry) => entry.row.email)
  return {
    token,
    url: API_URL,
    rows,
    ...victim,
    idOf: idPicker(rows, victim.rows),
    // short ids (serial numbers) would match anything: uuids and emails are what a leak shows
    secrets: [...[...victim.ids].filter((id) => id.length >= 20), ...emails],
  }
}

/** What of the victim's secrets a response holds. */
export const leaksIn = (victim, value) => {
  const text = typeof value === 'string' ? value : JSON.stringify(value ?? null)
  return victim.secrets.filter((secret) => text.includes(secret))
}

/** The victim's rows that changed, vanished or were added pointing at the victim, since `rows`. */
export const victimChanges = async (victim) => {
  const { removed, added } = difference(victim.rows, await snapshot())
  const pointing = added.filter((entry) => victim.secrets.some((secret) => entry.text.includes(secret)))
  return [...removed.map((entry) => `changed or removed: ${entry.text}`), ...pointing.map((entry) => `added: ${entry.text}`)]
}
