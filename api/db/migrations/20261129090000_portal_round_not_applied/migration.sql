-- AlterEnum: a portal round that closed on a process already in review or approved
ALTER TYPE "NotificationMessageCode" ADD VALUE 'portal/round-not-applied';
