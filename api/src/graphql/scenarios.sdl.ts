export const schema = gql`
  enum ScenarioKind {
    CHEAPEST
    SINGLE
    AT_MOST
  }

  "a scenario's solve: computed off the api's event loop, its state stored as it goes"
  enum ScenarioState {
    COMPUTING
    READY
    "the offers changed since its answer: computed again in the background while the process may change"
    STALE
    FAILED
    "the solver's time limit ended before any award was found"
    TIMED_OUT
    CANCELLED
  }

  enum TieRule {
    SPLIT
    INCUMBENT
  }

  type ScenarioKeep {
    itemId: String!
    supplierId: String!
  }

  type ScenarioProblem {
    key: String!
    values: JSON
  }

  "a supplier's part of an item: its final offer's price and the annual volume it gets"
  type ScenarioAllocation {
    itemId: String!
    supplierId: String!
    quotationId: String!
    unitPrice: Decimal!
    annualVolume: Decimal!
    value: Decimal!
  }

  type UncoveredItem {
    itemId: String!
    "noOffer, declined or excluded"
    reason: String!
  }

  type ScenarioTotals {
    "the annual value of the scenario's awards"
    totalValue: Decimal!
    costReduction: Decimal!
    costAvoidance: Decimal!
    costIncrease: Decimal!
    result: Decimal!
    "what the scenario pays over the cheapest offer of each item it awards"
    differenceToCheapest: Decimal!
  }

  type ScenarioSupplierShare {
    supplierId: String!
    name: String!
    value: Decimal!
    sharePercent: Decimal!
  }

  "an (item, supplier) whose awarded volume applying the scenario changes"
  type AwardChange {
    itemId: String!
    supplierId: String!
    currentVolume: Decimal!
    scenarioVolume: Decimal!
  }

  type AwardScenario {
    id: String!
    name: String!
    kind: ScenarioKind!
    maxSuppliers: Int
    tieRule: TieRule!
    exclude: [String!]!
    keep: [ScenarioKeep!]!
    maxSharePercent: Int
    dualItemIds: [String!]!
    dualMinimumPercent: Int!
    createdByName: String!
    createdAt: DateTime!
    "when its answer was computed (none before its first solve ends)"
    computedAt: DateTime
    state: ScenarioState!
    "COMPUTING: the share of the solve done, in percent"
    progress: Int
    "the longest one model of the solve may take, in seconds"
    solveSeconds: Int!
    "its answer was computed from other offers than the process has now"
    stale: Boolean!
    problem: ScenarioProblem
    "false: the solver's best within its time limit, not proven the lowest"
    optimal: Boolean!
    "when not optimal: how far above the lowest possible the answer may be, in percent (MIP gap)"
    gapPercent: Decimal
    allocations: [ScenarioAllocation!]!
    uncovered: [UncoveredItem!]!
    totals: ScenarioTotals!
    suppliers: [ScenarioSupplierShare!]!
    changes: [AwardChange!]!
  }

  type ScenarioApplied {
    id: String!
    "the scenario applied (it may have been deleted since)"
    scenarioId: String!
    userName: String!
    createdAt: DateTime!
    scenarioName: String!
    changes: [AwardChange!]!
  }

  type ProcessScenarios {
    scenarios: [AwardScenario!]!
    "the supplier of a running contract for an item, which a scenario may keep"
    incumbents: [ScenarioKeep!]!
    history: [ScenarioApplied!]!
  }

  input ScenarioKeepInput {
    itemId: String!
    supplierId: String!
  }

  input ScenarioInput {
    name: String!
    kind: ScenarioKind!
    maxSuppliers: Int
    tieRule: TieRule
    exclude: [String!]
    keep: [ScenarioKeepInput!]
    maxSharePercent: Int
    dualItemIds: [String!]
    dualMinimumPercent: Int
  }

  type DeletedScenario {
    id: String!
  }

  type Query {
    processScenarios(processId: String!): ProcessScenarios! @requireAuth
  }

  type Mutation {
    saveScenario(processId: String!, input: ScenarioInput!): AwardScenario!
      @requireAuth
    deleteScenario(id: String!): DeletedScenario! @requireAuth
    "stops a COMPUTING scenario's solve"
    cancelScenario(id: String!): AwardScenario! @requireAuth
    "solves a scenario again in the background"
    recomputeScenario(id: String!): AwardScenario! @requireAuth
    applyScenario(id: String!): Process! @requireAuth
  }
`
