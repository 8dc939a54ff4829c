CREATE TABLE "reference_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"value" bigint NOT NULL
);
