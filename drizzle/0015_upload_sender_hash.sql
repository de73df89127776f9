-- The sender of an upload anyone may send (a resume), as a keyed hash of its client address and
-- never the address: one address may hold only a few waiting resumes (docs/decisions/253). Cleared
-- once the resume's claim window has passed.
ALTER TABLE "uploads" ADD COLUMN "sender_hash" text;