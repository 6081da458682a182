-- Edits carry the version of the shift they read; a stale one is refused (SHIFT_CHANGED).
ALTER TABLE "shifts" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;