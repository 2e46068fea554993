import type { ProcessScenariosQuery } from 'types/graphql'

/** A process's scenarios, incumbents and applied history, as ProcessScenariosQuery reads them. */
export type ProcessScenarios = ProcessScenariosQuery['processScenarios']

/** A saved scenario (decimals as text). */
export type Scenario = ProcessScenarios['scenarios'][number]

/** A supplier kept on an item. */
export type ScenarioKeep = Scenario['keep'][number]
