// One thread of the solver pool (solver.ts): HiGHS solves here, so a long one never blocks the
// api's event loop. Plain CommonJS: node starts it as it is, from src in the tests and from dist
// in the built api.
const os = require('node:os')
const { parentPort } = require('node:worker_threads')

const loadHighs = require('highs')

// Requests come first: a solve takes the core only while nothing else wants it. On Linux the nice
// value is the calling thread's own, so this lowers the solve's priority, not the api's.
os.setPriority(19)

const highs = loadHighs()

parentPort.on('message', async ({ data, seconds }) => {
  try {
    const solver = await highs
    const codes = solver.constants.modelStatus
    const answer = solver.withModel(data, (instance) => {
      instance.options.set({
        output_flag: false,
        presolve: 'off',
        mip_rel_gap: 0,
        time_limit: seconds,
      })
      instance.run()
      const status = instance.getModelStatus()
      if (status === codes.infeasible) return { status: 'infeasible' }
      const stopped = status === codes.timeLimit
      if (stopped && !Number.isFinite(instance.getObjectiveValue()))
        return { status: 'unsolved' }
      if (!stopped && status !== codes.optimal)
        return { error: `The solver stopped with status ${status}` }
      const gap = data.integrality.includes(1)
        ? Number(instance.info.get('mip_gap'))
        : 0
      return {
        status: stopped ? 'stopped' : 'optimal',
        colValue: instance.getSolution().colValue,
        // a proven optimum has no gap left, whatever HiGHS's rounding reports
        gap: stopped && Number.isFinite(gap) ? gap : 0,
      }
    })
    parentPort.postMessage(answer)
  } catch (error) {
    parentPort.postMessage({ error: String(error?.stack ?? error) })
  }
})
