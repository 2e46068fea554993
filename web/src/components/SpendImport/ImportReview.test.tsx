import { fireEvent, render, screen } from '@redwoodjs/testing/web'

import ImportReview, { type ImportReviewAnswer } from './ImportReview'
import { lists, review } from './SpendImportCell/SpendImportCell.mock'
import type { SpendImportRecord } from './spendImportRecord'

describe('ImportReview', () => {
  it('creates in the master the suppliers whose VAT is a CNPJ, one per code', () => {
    const spendImport: SpendImportRecord = {
      ...review().spendImport,
      unknownValues: [],
      unmatchedSuppliers: [
        {
          name: 'Papéis Serra Verde S.A.',
          code: '200345',
          vat: '25014985578560',
          lines: 3,
          spend: '1600.74',
        },
        {
          name: 'Gráfica Ipê Ltda.',
          code: null,
          vat: null,
          lines: 2,
          spend: '30.00',
        },
      ],
    }
    const answers: ImportReviewAnswer[] = []
    render(
      <ImportReview
        spendImport={spendImport}
        lists={lists}
        busy={false}
        onSubmit={(answer) => answers.push(answer)}
      />
    )
    // only the one with a Brazilian VAT can be created as the file tells it
    expect(
      screen.getByRole('checkbox', { name: /create in the master/i })
    ).toBeInTheDocument()
    fireEvent.click(
      screen.getByRole('button', {
        name: 'Create the 1 with a Brazilian VAT in the master',
      })
    )
    expect(
      screen.getByRole('checkbox', {
        name: 'Create in the master, VAT 25.014.985/5785-60',
      })
    ).toBeChecked()
    fireEvent.click(
      screen.getByRole('button', { name: 'Import with these choices' })
    )
    expect(answers).toEqual([
      {
        values: {},
        suppliers: [],
        newSuppliers: [
          {
            name: 'Papéis Serra Verde S.A.',
            vat: '25014985578560',
            code: '200345',
          },
        ],
      },
    ])
  })

  it("names each row's supplier picker after the name it stands for", () => {
    render(
      <ImportReview
        spendImport={review().spendImport}
        lists={lists}
        busy={false}
        onSubmit={() => undefined}
      />
    )
    for (const { name } of review().spendImport.unmatchedSuppliers)
      expect(
        screen.getByRole('combobox', {
          name: `The master's supplier for “${name}”`,
        })
      ).toBeInTheDocument()
  })
})
