/**
 * /advertisements' search: the cards whose title holds the words typed stay, the others hide,
 * and the "none found" line shows when none is left. Words typed before this script arrived are
 * still in the box: the cards follow them as soon as it runs.
 */
import { matchesAdvertisementSearch } from '../../domain/advertisement-search.ts';

const search = document.querySelector<HTMLInputElement>('[data-ad-search]');
const cards = [...document.querySelectorAll<HTMLElement>('[data-ad-title]')];
const noneFound = document.querySelector<HTMLElement>('[data-ads-none-found]');

function follow(query: string): void {
  let shown = 0;
  for (const card of cards) {
    const match = matchesAdvertisementSearch({ title: card.dataset.adTitle ?? '' }, query);
    card.hidden = !match;
    if (match) shown += 1;
  }
  if (noneFound) noneFound.hidden = shown > 0;
}

if (search) {
  search.addEventListener('input', () => follow(search.value));
  if (search.value) follow(search.value);
}
