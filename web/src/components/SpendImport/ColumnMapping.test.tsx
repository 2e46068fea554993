import { fireEvent, render, screen } from '@redwoodjs/testing/web'

import ColumnMapping, { type FileReading } from './ColumnMapping'
import { lists, mapping } from './SpendImportCell/SpendImportCell.mock'

describe('ColumnMapping', () => {
  it('reads a CSV again with the encoding and delimiter the user chose', () => {
    const asked: FileReading[] = []
    render(
      <ColumnMapping
        spendImport={mapping().spendImport}
        lists={lists}
        busy={false}
        onReread={(reading) => asked.push(reading)}
        onStart={() => undefined}
      />
    )
    const again = screen.getByRole('button', { name: 'Read again' })
    // as detected: nothing to read again yet
    expect(again).toBeDisabled()
    fireEvent.change(screen.getByLabelText('Delimiter'), {
      target: { value: ',' },
    })
    fireEvent.change(screen.getByLabelText('Encoding'), {
      target: { value: 'utf-8' },
    })
    fireEvent.change(screen.getByLabelText('Header row'), {
      target: { value: '3' },
    })
    fireEvent.click(again)
    expect(asked).toEqual([
      {
        sheet: mapping().spendImport.sheet,
        headerRow: 3,
        encoding: 'utf-8',
        delimiter: ',',
      },
    ])
  })
})
