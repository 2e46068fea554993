// `yarn rw build` runs `prisma generate` from api/, and Prisma reads its config only from the cwd.
export { default } from '../prisma.config'
