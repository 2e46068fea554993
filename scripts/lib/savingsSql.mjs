// The demo's savings in reais as the tests work them out apart from the app: shared/notes/domain.md
// "Savings", written once more straight over the stored rows, for the end-to-end and production checks.

/** One unit's saving: reduction from history, avoidance up to the baseline, less any increase. */
const SAVING = (
  price,
  historical,
  baseline
) => `(greatest(0, ${historical} - ${price})
  + greatest(0, ${baseline} - greatest(${historical}, ${price}))
  - greatest(0, ${price} - greatest(${historical}, ${baseline})))`

/** Realized: the awards of the company's ($1) approved processes in reais, to the cent. */
export const REALIZED_IN_REAIS = `
  SELECT round(sum(${SAVING('a."unitPrice"', 'd."historicalPrice"', 'd."baselinePrice"')}
    * a."annualVolume" * a."contractLength" * CASE a."contractPeriod" WHEN 'YEARS' THEN 12 ELSE 1 END / 12), 2)::text AS realized
  FROM "Award" a JOIN "Process" p ON p.id = a."processId" JOIN "Currency" c ON c.id = p."currencyId"
  JOIN "Quotation" q ON q.id = a."quotationId" JOIN "ItemDetail" d ON d."itemId" = q."itemId"
  WHERE p."companyId" = $1 AND p.status = 'APPROVED' AND c.code = 'BRL'`

/** Pipeline: the expected results of the company's ($1) processes not approved yet, in reais. */
export const PIPELINE_IN_REAIS = `
  SELECT round(sum(${SAVING('pi."expectedResultUnit"', 'pi."historicalPricingUnit"', 'pi."baselineUnit"')}
    * pi."annualVolume" * pi."contractLength" / 12), 2)::text AS pipeline
  FROM "PipelineItem" pi JOIN "ProcessItem" i ON i.id = pi."itemId" JOIN "Process" p ON p.id = i."processId"
  JOIN "Currency" c ON c.id = p."currencyId"
  WHERE p."companyId" = $1 AND p.status <> 'APPROVED' AND c.code = 'BRL'`
