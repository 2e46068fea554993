import {
  headerKey,
  missingSpendFields,
  readSpendAmount,
  readSpendDay,
  SPEND_IMPORT_COLUMNS,
  spendImportMappingSchema,
  suggestSpendLocale,
  suggestSpendMapping,
  type SpendImportMapping,
} from '@procura/shared'

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

  it("takes a line's value for the amount, never its unit price (SAP's Nettopreis beside Nettobestellwert)", () => {
    const headers = [
      'Belegdatum',
      'Lieferant',
      'Name des Lieferanten',
      'Kurztext',
      'Bestellmenge',
      'BME',
      'Nettopreis',
      'Nettobestellwert',
      'Währung',
    ]
    const row = [
      '05.01.2026',
      '100234',
      'Stahlwerk Süd GmbH',
      'Stahlcoil',
      '24.900',
      'KG',
      '1,51',
      '37.599,00',
      'EUR',
    ]
    const mapping = suggestSpendMapping(headers, [row])
    expect(mapping[headers.indexOf('Nettobestellwert')]).toBe('amount')
    expect(mapping[headers.indexOf('Nettopreis')]).toBeNull()
    // a Protheus report's "Vlr. Total" over its "Prc Unitario"
    expect(
      suggestSpendMapping(
        ['Prc Unitario', 'Vlr. Total', 'Quantidade'],
        [['12,50', '1.250,00', '100']]
      )
    ).toEqual([null, 'amount', 'volume'])
  })

  it('offers the unit price, for the amount to be price times volume, only where no line value exists', () => {
    expect(
      suggestSpendMapping(
        ['Prc Unitario', 'Quantidade', 'Fornecedor'],
        [['12,50', '100', 'Polímeros do Brasil Ltda.']]
      )
    ).toEqual(['unitPrice', 'volume', 'supplier'])
    const priced: Pick<SpendImportMapping, 'columns' | 'defaults'> = {
      columns: ['date', 'supplier', 'material', 'unitPrice', 'volume'],
      defaults: {},
    }
    expect(missingSpendFields(priced)).not.toContain('amount')
    expect(
      spendImportMappingSchema.isValidSync({
        columns: [...priced.columns, 'amount'],
        locale: 'pt',
        defaults: {},
        values: {},
      })
    ).toBe(false)
  })

  it('compares headers without case, accents or punctuation', () => {
    expect(headerKey('  Valor Líquido (R$) ')).toBe('valor liquido r')
  })
})

describe('reading a mapped extract', () => {
  it("maps the product's own template by its field names", () => {
    const headers = [...SPEND_IMPORT_COLUMNS]
    expect(suggestSpendMapping(headers, [])).toEqual(headers)
  })

  it('reads amounts with their currency symbols in either language', () => {
    const read = (text: string, locale: 'en' | 'pt') => {
      const { value, currency } = readSpendAmount(text, locale)
      return [String(value), currency]
    }
    expect(read('R$ 1.234,56', 'pt')).toEqual(['1234.56', 'BRL'])
    expect(read('US$ 1,234.56', 'en')).toEqual(['1234.56', 'USD'])
    expect(read('(1,234.56)', 'en')).toEqual(['-1234.56', undefined])
    expect(read('1234.56 EUR', 'en')).toEqual(['1234.56', 'EUR'])
    // the real written the Brazilian way in an English file
    expect(read('R$ 250,00', 'en')).toEqual(['250', 'BRL'])
    expect(read('3,40', 'en')).toEqual(['validation.decimalPoint', undefined])
  })

  it('reads days as the file writes them, the other way only when that alone is a day', () => {
    expect(readSpendDay('2026-01-31T00:00:00', 'en')).toBe('2026-01-31')
    expect(readSpendDay('31.01.2026', 'pt')).toBe('2026-01-31')
    expect(readSpendDay('01/02/2026', 'en')).toBe('2026-01-02')
    expect(readSpendDay('01/02/2026', 'pt')).toBe('2026-02-01')
    expect(readSpendDay('15/03/2026', 'en')).toBe('2026-03-15')
    expect(readSpendDay('31/02/2026', 'pt')).toBeNull()
  })

  it('tells the language from decimal commas and day-first dates, else from the delimiter', () => {
    expect(suggestSpendLocale(['amount'], [['1.234,56']])).toBe('pt')
    expect(suggestSpendLocale(['date', 'amount'], [['12/31/2026', '10']])).toBe(
      'en'
    )
    expect(suggestSpendLocale(['amount'], [['10']], ';')).toBe('pt')
  })

  it('names what a mapping still lacks', () => {
    expect(
      missingSpendFields({
        columns: [
          'date',
          'supplierVat',
          'materialCode',
          'amount',
          'volume',
          'region',
        ],
        defaults: {
          businessDivision: 'FOOD',
          currency: 'BRL',
          unit: 'KG',
          plant: ' ',
        },
      })
    ).toEqual(['materialCategory', 'plant'])
  })
})
