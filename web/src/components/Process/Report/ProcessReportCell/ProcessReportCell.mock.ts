import type { ProcessReportQuery } from 'types/graphql'

import {
  empty as newProcess,
  standard as largeProcess,
} from '../../ProcessCell/ProcessCell.mock'

// The report of the large process (ProcessCell's mock), and of one just created.

export const standard = (): ProcessReportQuery => largeProcess()

export const empty = (): ProcessReportQuery => newProcess()
