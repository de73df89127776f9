CREATE TABLE "visitor_days" (
	"day" date PRIMARY KEY NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visitor_figures" (
	"day" date NOT NULL,
	"route" text NOT NULL,
	"language" text NOT NULL,
	"referrer" text NOT NULL,
	"device" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"switches" integer DEFAULT 0 NOT NULL,
	"enquiries" integer DEFAULT 0 NOT NULL,
	"applications" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "visitor_figures_day_route_language_referrer_device_pk" PRIMARY KEY("day","route","language","referrer","device")
);
