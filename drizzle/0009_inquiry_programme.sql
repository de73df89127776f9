ALTER TABLE "internship_inquiries" RENAME COLUMN "role" TO "programme";
