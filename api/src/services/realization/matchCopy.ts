import type pg from 'pg'

import { CopyStatement, copyText } from 'src/lib/copy'

import type { LineMatch, MatchedLine } from './lineMatcher'

// The matches of an import's lines, made as they are read (lineMatcher.ts), kept per table as COPY
// text and copied after their lines: the rollups' statement triggers see them as any insert.

/** A line as its matches keep it: its id and the columns the leakage screens group by. */
export interface CopiedLine extends MatchedLine {
  id: string
  companyId: string
  materialCategoryId: string
  categoryManagerId: string | null
  plant: string
}

const TABLES = {
  contract: `COPY "ContractSpend" ("lineId", "contractId", "companyId", date, amount, volume, "unitOfMeasureId",
    "priceVariance", supplier) FROM STDIN`,
  award: `COPY "AwardSpend" ("lineId", "awardId", "companyId", date, amount, volume, "unitOfMeasureId",
    "priceVariance", saving) FROM STDIN`,
  offContract: `COPY "OffContractSpend" ("lineId", "companyId", "contractId", reason, date, amount,
    "materialCategoryId", "categoryManagerId", plant, supplier) FROM STDIN`,
}
type Table = keyof typeof TABLES

const row = (...values: (string | null)[]) =>
  `${values.map(copyText).join('\t')}\n`

export class MatchCopy {
  private rows: Record<Table, string[]> = {
    contract: [],
    award: [],
    offContract: [],
  }
  /** the contracts whose lines were copied (their balances are to be refreshed) */
  readonly contracts = new Set<string>()

  add(line: CopiedLine, { contract, award, offContract }: LineMatch) {
    const { id, companyId, date, spend, volume, unitOfMeasureId } = line
    if (contract) {
      this.contracts.add(contract.id)
      this.rows.contract.push(
        row(
          id,
          contract.id,
          companyId,
          date,
          spend,
          volume,
          unitOfMeasureId,
          contract.priceVariance,
          line.supplier
        )
      )
    }
    if (award)
      this.rows.award.push(
        row(
          id,
          award.id,
          companyId,
          date,
          spend,
          volume,
          unitOfMeasureId,
          award.priceVariance,
          award.saving
        )
      )
    if (offContract)
      this.rows.offContract.push(
        row(
          id,
          companyId,
          offContract.contractId,
          offContract.reason,
          date,
          spend,
          line.materialCategoryId,
          line.categoryManagerId,
          line.plant,
          line.supplier
        )
      )
  }

  /** Copies the rows added since the last call, one COPY per table that has any. */
  async copy(client: pg.PoolClient) {
    for (const table of Object.keys(TABLES) as Table[]) {
      const rows = this.rows[table]
      if (!rows.length) continue
      this.rows[table] = []
      const statement = new CopyStatement(client, TABLES[table])
      for (const text of rows) await statement.write(text)
      await statement.end()
    }
  }
}
