import { scheduleContractExpiryCheck } from 'api/src/jobs/CheckContractExpiryJob/CheckContractExpiryJob'
import { checkContractExpiry } from 'api/src/services/contracts/expiry'

/** `yarn rw exec check-contract-expiry`: sends today's expiry notices now and keeps the daily run queued. */
export default async () => {
  const run = await checkContractExpiry()
  await scheduleContractExpiryCheck()
  console.log(
    `Contract expiry: ${run.contracts} contracts noticed, ${run.notifications} notifications sent.`
  )
}
