export * from 'src/services/users/users.scenarios'
