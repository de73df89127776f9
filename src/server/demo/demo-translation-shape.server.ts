/**
 * The demo content's visitor-facing text in one language, keyed by what identifies each demo
 * record in demo-data.server.ts: staff by employee ID, clients by name, advertisements by their
 * English title. Names, IDs, dates and links are never translated.
 */
export interface DemoTranslation {
  staff: Readonly<Record<string, { role?: string; quotes?: string }>>;
  clients: Readonly<Record<string, { shortDescription?: string; fullDescription?: string; collaboration?: string; impact?: string }>>;
  advertisements: Readonly<Record<string, { title?: string }>>;
}
