import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { ShownAdvertisement } from '../../../domain/advertisement.ts';
import type { Catalogue } from '../../../domain/i18n/catalogue/en.ts';
import { carouselEn } from '../../../domain/i18n/catalogue/en/carousel.ts';
import { limits } from '../../../domain/limits.ts';
import { AdvertisementLink } from '../advertisements/AdvertisementLink.tsx';
import { AdvertisementMedia } from '../advertisements/AdvertisementMedia.tsx';
import { useReducedMotion } from './use-reduced-motion.ts';
import './carousel.css';

/**
 * The home advertisements carousel (docs/product.md#states and #limits): the first five, a new slide every
 * 5 s, paused while hovered or focused, wrapping around, arrow keys and a swipe of more than
 * 40 px; it never moves on its own for visitors who prefer reduced motion.
 */
interface AdvertisementCarouselProps {
  ads: ShownAdvertisement[];
  /** Each slide's name ('1 of 5'), in the page's language. */
  slideLabels: string[];
  texts?: Pick<Catalogue['carousel'], 'label' | 'previous' | 'next'>;
  /** The keys (`id`) of the slides whose title is English on a page in another language (carouselSlides). */
  englishTitles?: readonly string[];
}

export function AdvertisementCarousel({ ads, slideLabels, texts = carouselEn, englishTitles = [] }: AdvertisementCarouselProps) {
  const slides = ads.slice(0, limits.carouselItems);
  const [current, setCurrent] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useReducedMotion();
  const swipeStartX = useRef<number | null>(null);
  const count = slides.length;
  const autoAdvance = count > 1 && !hovered && !focused && !reducedMotion;

  const show = (index: number) => setCurrent(((index % count) + count) % count);

  useEffect(() => {
    if (!autoAdvance) return;
    // A timeout per slide, so a manual move also restarts the 5 s.
    const timer = window.setTimeout(() => setCurrent((index) => (index + 1) % count), limits.carouselIntervalMs);
    return () => window.clearTimeout(timer);
  }, [autoAdvance, current, count]);

  if (count === 0) return null;

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowLeft') show(current - 1);
    else if (event.key === 'ArrowRight') show(current + 1);
    else return;
    event.preventDefault();
  }

  function onPointerUp(event: PointerEvent) {
    if (swipeStartX.current === null) return;
    const distance = event.clientX - swipeStartX.current;
    swipeStartX.current = null;
    if (Math.abs(distance) > limits.carouselSwipePx) show(distance < 0 ? current + 1 : current - 1);
  }

  return (
    <div
      className="ad-carousel position-relative mx-auto"
      role="region"
      aria-roledescription="carousel"
      aria-label={texts.label}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div
        className="ad-carousel-track"
        aria-live={autoAdvance ? 'off' : 'polite'}
        onPointerDown={(event) => {
          swipeStartX.current = event.clientX;
        }}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          swipeStartX.current = null;
        }}
        onDragStart={(event) => event.preventDefault()}
      >
        {slides.map((ad, index) => (
          <div
            key={ad.id}
            className="m-0"
            role="group"
            aria-roledescription="slide"
            aria-label={slideLabels[index]}
            hidden={index !== current}
          >
            <AdvertisementMedia ad={ad} variant="card" sizes="(min-width: 752px) 720px, 100vw" />
            <p className="text-center fw-semibold py-2 mb-0" lang={englishTitles.includes(ad.id) ? 'en' : undefined}>
              {ad.title}
            </p>
            {ad.link ? (
              <p className="text-center mb-2">
                <AdvertisementLink ad={ad} />
              </p>
            ) : null}
          </div>
        ))}
      </div>
      {count > 1 && (
        <>
          <button type="button" className="ad-carousel-control start-0" aria-label={texts.previous} onClick={() => show(current - 1)}>
            <span aria-hidden="true">‹</span>
          </button>
          <button type="button" className="ad-carousel-control end-0" aria-label={texts.next} onClick={() => show(current + 1)}>
            <span aria-hidden="true">›</span>
          </button>
        </>
      )}
    </div>
  );
}
