-- The api answers "disabled" and "revoked session" from the user row (issue 22)
ALTER TABLE "User" ADD COLUMN "disabled" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN "sessionsValidAfter" TIMESTAMP(3),
ADD COLUMN "authCheckedAt" TIMESTAMP(3);
