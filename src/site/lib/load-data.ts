import type { Advertisement } from '../../domain/advertisement.ts';
import type { Client } from '../../domain/client.ts';
import type { SiteData } from '../../domain/site-data.ts';
import type { PublicStaffCard } from '../../domain/staff.ts';

/**
 * How the public pages react when the content store fails (docs/product.md#messages): the team and the
 * advertisements become empty lists (logged), the clients section shows its error message.
 */
export async function loadTeamCards(data: SiteData): Promise<PublicStaffCard[]> {
  try {
    return await data.listTeamCards();
  } catch (error) {
    console.error('Loading the team failed', error);
    return [];
  }
}

export async function loadAdvertisements(data: SiteData): Promise<Advertisement[]> {
  try {
    return await data.listAdvertisements();
  } catch (error) {
    console.error('Loading the advertisements failed', error);
    return [];
  }
}

export type ClientsLoad = { ok: true; clients: Client[] } | { ok: false };

export async function loadClients(data: SiteData): Promise<ClientsLoad> {
  try {
    return { ok: true, clients: await data.listClients() };
  } catch (error) {
    console.error('Loading the clients failed', error);
    return { ok: false };
  }
}
