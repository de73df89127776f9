/**
 * The footer's map, asked for once, stays shown for the visit: a visitor who opened it finds it
 * open on the next pages (sessionStorage, this tab only), and one who closes it again is asked
 * again. The button itself is a <details> and needs no script (SiteFooter.tsx, decision 153).
 */
const MAP_STORAGE_KEY = 'site-map-open';

const map = document.querySelector<HTMLDetailsElement>('details[data-site-map]');
if (map) {
  try {
    if (sessionStorage.getItem(MAP_STORAGE_KEY)) map.open = true;
    map.addEventListener('toggle', () => {
      if (map.open) sessionStorage.setItem(MAP_STORAGE_KEY, '1');
      else sessionStorage.removeItem(MAP_STORAGE_KEY);
    });
  } catch {
    // Storage turned off: the map opens on the pages where it is asked for.
  }
}
