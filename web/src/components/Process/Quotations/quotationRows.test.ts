import { processRecord } from '../Process.fixtures'

import {
  parseClipboard,
  parseRoundCsv,
  readNumberCell,
  roundRows,
  toInput,
} from './quotationRows'

describe('quotation rows', () => {
  it('reads a typed number cell once, exactly, or keeps it aside with its message', () => {
    expect(readNumberCell('1,234.5', 'en')).toEqual({ value: '1234.5' })
    expect(readNumberCell('1.234,5', 'pt')).toEqual({ value: '1234.5' })
    expect(readNumberCell('99,50', 'pt')).toEqual({ value: '99.5' })
    expect(readNumberCell('  ', 'en')).toEqual({ value: '' })
    expect(readNumberCell('3,40', 'en')).toEqual({
      invalid: { text: '3,40', message: { key: 'validation.decimalPoint' } },
    })
    expect(readNumberCell('abc', 'pt')).toEqual({
      invalid: { text: 'abc', message: { key: 'validation.number' } },
    })
  })

  it('gives every supplier and item a row, saved values first, else the item details', () => {
    const rows = roundRows(processRecord, [
      {
        id: 'q-beta-steel',
        round: 1,
        proposalDate: '2026-11-01',
        supplierId: 'sup-beta',
        itemId: 'item-steel',
        annualVolume: '1000',
        paymentTerms: 60,
        responseStatus: 'ANSWERED',
        negotiatedProposal: '97',
        awarded: true,
        agreementPeriod: 'MONTHS',
      },
    ])

    expect(rows.map((row) => `${row.supplierId}:${row.itemId}`)).toEqual([
      'sup-alpha:item-steel',
      'sup-beta:item-steel',
      'sup-alpha:item-resin',
      'sup-beta:item-resin',
    ])
    expect(rows[1]).toMatchObject({ negotiatedProposal: '97', awarded: 'true' })
    // a new proposal starts from the item's details
    expect(rows[0]).toMatchObject({
      annualVolume: '1000',
      paymentTerms: '60',
      unitOfMeasureId: 'unit-kg',
    })
    expect(rows[2]).toMatchObject({ annualVolume: '', unitOfMeasureId: '' })
  })

  it('turns a row into what the api takes: decimal text, whole days, nulls, the awarded flag', () => {
    const [row] = roundRows(processRecord, [])
    const input = toInput({
      ...row,
      negotiatedProposal: '95.5',
      agreementLength: '24',
      awarded: 'true',
    })

    expect(input).toMatchObject({
      annualVolume: '1000',
      paymentTerms: 60,
      agreementLength: 24,
      negotiatedProposal: '95.5',
      initialProposal: null,
      vendorCode: null,
      awarded: true,
    })
  })

  it('reads pasted spreadsheet cells', () => {
    expect(parseClipboard('ANSWERED\t105\t102\nDECLINED\t\t\n')).toEqual([
      ['ANSWERED', '105', '102'],
      ['DECLINED', '', ''],
    ])
  })

  it('imports a CSV round by supplier name or SAP code and item code, and names bad lines', () => {
    const csv = [
      'supplier,item,date',
      'SAP-100,STEEL-1,2026-11-20',
      'beta polymers,RESIN-2,2026-11-21',
      'Gamma,STEEL-1,2026-11-22',
    ].join('\n')

    const { rows, errors } = parseRoundCsv(csv, processRecord)

    expect(rows).toEqual([
      { supplierId: 'sup-alpha', itemId: 'item-steel', cells: ['2026-11-20'] },
      { supplierId: 'sup-beta', itemId: 'item-resin', cells: ['2026-11-21'] },
    ])
    expect(errors).toEqual([
      { line: 4, key: 'process.quotations.unknownSupplier', value: 'Gamma' },
    ])
  })
})
