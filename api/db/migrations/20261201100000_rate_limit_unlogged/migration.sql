-- Rate-limit counters need no durability: a crash that loses the last moments of counts loses
-- nothing a user owns. Unlogged, their writes skip the WAL and its flush, which every portal and
-- sign-in request would otherwise wait for on one hot row per office (yarn bench portal).
ALTER TABLE "RateLimitBucket" SET UNLOGGED;
