export * from 'src/services/processes/processes.scenarios'
