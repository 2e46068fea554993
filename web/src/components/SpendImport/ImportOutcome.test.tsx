import { fireEvent, render, screen } from '@redwoodjs/testing/web'

import ImportOutcome from './ImportOutcome'
import {
  failed,
  validLinesImported,
} from './SpendImportCell/SpendImportCell.mock'

const noop = async () => undefined

describe('ImportOutcome', () => {
  it('offers, beside all or nothing, to import the valid lines and leave out those with problems', () => {
    let asked = 0
    render(
      <ImportOutcome
        spendImport={failed().spendImport}
        busy={false}
        onRollBack={noop}
        onImportAnyway={() => undefined}
        onImportValid={() => (asked += 1)}
      />
    )
    fireEvent.click(
      screen.getByRole('button', {
        name: 'Import the 218,398 valid lines, leave out the 2 with problems',
      })
    )
    expect(asked).toBe(1)
  })

  it('tells how many lines were left out, with their problems file', () => {
    render(
      <ImportOutcome
        spendImport={validLinesImported().spendImport}
        busy={false}
        onRollBack={noop}
        onImportAnyway={() => undefined}
        onImportValid={() => undefined}
      />
    )
    expect(
      screen.getByText(
        '2 lines with problems were left out: the problems file lists them, to fix and import later.'
      )
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /problems/i })).toHaveAttribute(
      'href',
      expect.stringContaining('/problems')
    )
  })
})
