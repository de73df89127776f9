/// <reference types="astro/client" />
import type { SiteLocals } from '../domain/site-data.ts';

declare global {
  namespace App {
    interface Locals extends SiteLocals {}
  }
}
