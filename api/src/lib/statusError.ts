/** An error the api answers with a status of its own and the catalogue's message key (spec §8). */
export class StatusError extends Error {
  constructor(
    readonly status: number,
    readonly key: string
  ) {
    super(key)
  }
}
