export * from 'src/services/profile/profile.scenarios'
