import { processCode, type Locale } from '@procura/shared'
import { renderToBuffer } from '@react-pdf/renderer'

import { db } from 'src/lib/db'
import { reportDocument } from 'src/reports/ProcessReportDocument'
import { auctionLogsOf } from 'src/services/auctions/console'
import { timeZoneOfMyCompany } from 'src/services/portal/roundSchedules'
import { processRealization } from 'src/services/realization/realization'
import { processScenarios } from 'src/services/scenarios/scenarios'
import { processFlow } from 'src/services/workflow/workflow'

import { processOfMyCompany } from './access'

/** Everything the report shows of one process of my company, in the order the screens show it. */
export const processReportContent = async (id: string) => {
  const { id: processId } = await processOfMyCompany(id)
  const process = await db.process.findUniqueOrThrow({
    where: { id: processId },
    include: {
      currency: true,
      categoryManager: { select: { firstName: true, lastName: true } },
      plants: { orderBy: { plant: 'asc' } },
      items: {
        orderBy: [{ createdAt: 'asc' }, { code: 'asc' }],
        include: {
          detail: { include: { category: true, unitOfMeasure: true } },
          pipeline: true,
        },
      },
      suppliers: { orderBy: { name: 'asc' } },
      quotations: { orderBy: [{ round: 'asc' }, { itemId: 'asc' }] },
      awards: { include: { quotation: true }, orderBy: { quotationId: 'asc' } },
    },
  })
  return {
    ...process,
    code: processCode(process.number, process.createdAt),
    reviews: await processFlow({ id: processId }),
    scenarios: await processScenarios({ processId }),
    // an approved process's spend since it took effect
    realization:
      process.status === 'APPROVED'
        ? await processRealization({ id: processId })
        : null,
    auctionLogs: await auctionLogsOf(processId),
    timeZone: await timeZoneOfMyCompany(),
  }
}

export type ProcessReportContent = Awaited<
  ReturnType<typeof processReportContent>
>

/** Spec §2 report as a PDF made on the server: one landscape page per section. */
export const processReportPdf = async ({
  id,
  locale,
}: {
  id: string
  locale: Locale
}) => {
  const content = await processReportContent(id)
  const pdf = await renderToBuffer(reportDocument({ content, locale }))
  return { fileName: `${content.code}.pdf`, pdf }
}
