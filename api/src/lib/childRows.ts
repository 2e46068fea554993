import { UserInputError } from '@redwoodjs/graphql-server'

interface ChildDelegate {
  findMany(args: object): Promise<{ id: string }[]>
  deleteMany(args: object): Promise<unknown>
  update(args: object): Promise<unknown>
  createMany(args: object): Promise<unknown>
}

/**
 * Brings a process's list of child rows (items, plants, suppliers) to what a step sent: a row
 * with an id of this process is updated, a row without one created, a row left out deleted.
 * Updating in place keeps what hangs off a row (an item's quotations, a supplier's awards).
 */
export const syncChildren = async <Row extends { id?: string | null }>(
  delegate: ChildDelegate,
  processId: string,
  rows: Row[],
  unknownIdKey: string
) => {
  const existing = new Set(
    (
      await delegate.findMany({ where: { processId }, select: { id: true } })
    ).map((row) => row.id)
  )
  const kept = rows.filter((row) => row.id).map((row) => row.id as string)
  if (kept.some((id) => !existing.has(id)))
    throw new UserInputError(unknownIdKey)
  await delegate.deleteMany({ where: { processId, id: { notIn: kept } } })
  for (const { id, ...fields } of rows.filter((row) => row.id))
    await delegate.update({ where: { id }, data: fields })
  const created = rows
    .filter((row) => !row.id)
    .map(({ id: _id, ...fields }) => ({
      ...fields,
      processId,
    }))
  if (created.length) await delegate.createMany({ data: created })
}
