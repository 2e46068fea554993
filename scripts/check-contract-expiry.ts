import { scheduleContractExpiryCheck } from 'api/src/jobs/CheckContractExpiryJob/CheckContractExpiryJob'
import { checkContractExpiry } from 'api/src/services/contracts/expiry'
import {
  monthsAgo,
  sendRealizationAlerts,
} from 'api/src/services/realization/alerts'

/**
 * `yarn rw exec check-contract-expiry`: sends today's expiry notices and alerts on contracts' spend
 * now, and keeps the daily run queued.
 */
export default async () => {
  const run = await checkContractExpiry()
  const alerts = await sendRealizationAlerts({ since: monthsAgo(2) })
  await scheduleContractExpiryCheck()
  console.log(
    `Contract expiry: ${run.contracts} contracts noticed, ${run.notifications} notifications sent; ` +
      `${alerts} notifications on contracts' spend.`
  )
}
