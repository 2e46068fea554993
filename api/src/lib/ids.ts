const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Whether an id is shaped as the tables' ids are (a malformed one never reaches a query). */
export const isUuid = (id: string | null | undefined) => UUID.test(id ?? '')
