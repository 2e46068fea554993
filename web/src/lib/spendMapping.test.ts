import { headerKey, suggestSpendMapping } from '@procura/shared'

// The column mapping an ERP extract is offered (issue 26), from its headers and sample values.

describe('suggestSpendMapping', () => {
  it('reads an SAP ME2N list with Portuguese headers', () => {
    const headers = [
      'Centro',
      'Fornecedor',
      'Nome do fornecedor',
      'Material',
      'Texto breve',
      'Grupo de mercadorias',
      'Data do documento',
      'Quantidade do pedido',
      'UMP',
      'Valor líquido do pedido',
      'Moeda',
    ]
    const row = [
      'P100',
      '100234',
      'Aços Minas Ltda.',
      'MAT-0042',
      'Bobina laminada a quente',
      'STEEL',
      '03.02.2026',
      '1.200',
      'KG',
      '45.678,90',
      'BRL',
    ]
    // SAP's "Fornecedor" and "Material" hold codes; the names are beside them
    expect(suggestSpendMapping(headers, [row])).toEqual([
      'plant',
      'supplierCode',
      'supplier',
      'materialCode',
      'material',
      'materialCategory',
      'date',
      'volume',
      null,
      'amount',
      'currency',
    ])
  })

  it('reads English and Coupa-like headers, and finds a date and a currency by their values', () => {
    const headers = [
      'Vendor Name',
      'Vendor Number',
      'Tax ID',
      'Item Description',
      'Net Value (USD)',
      'Col F',
      'Col G',
    ]
    const rows = [
      [
        'Acme Corp',
        'V-1',
        'US123',
        'Pallets',
        '$1,234.50',
        '2026-01-31',
        'USD',
      ],
      ['Globex Inc', 'V-2', 'US456', 'Film', '$99.00', '2026-02-28', 'USD'],
    ]
    expect(suggestSpendMapping(headers, rows)).toEqual([
      'supplier',
      'supplierCode',
      'supplierVat',
      'material',
      'amount',
      'date',
      'currency',
    ])
  })

  it('leaves a column nothing matches unmapped, and gives a field to one column only', () => {
    expect(
      suggestSpendMapping(['Comments', 'Plant', 'Werk'], [['late', 'P1', 'P1']])
    ).toEqual([null, 'plant', null])
  })

  it('compares headers without case, accents or punctuation', () => {
    expect(headerKey('  Valor Líquido (R$) ')).toBe('valor liquido r')
  })
})
