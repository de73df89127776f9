import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { Advertisement } from '../../../domain/advertisement.ts';
import { limits } from '../../../domain/limits.ts';
import { AdvertisementMedia } from '../advertisements/AdvertisementMedia.tsx';
import { useReducedMotion } from './use-reduced-motion.ts';
import './carousel.css';

/**
 * The home advertisements carousel (SPEC sections 4 and 9): the first five, a new slide every
 * 5 s, paused while hovered or focused, wrapping around, arrow keys and a swipe of more than
 * 40 px; it never moves on its own for visitors who prefer reduced motion.
 */
export function AdvertisementCarousel({ ads }: { ads: Advertisement[] }) {
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
      aria-label="Latest advertisements"
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
            aria-label={`${index + 1} of ${count}`}
            hidden={index !== current}
          >
            <AdvertisementMedia ad={ad} variant="card" sizes="(min-width: 752px) 720px, 100vw" />
            <p className="text-center fw-semibold py-2 mb-0">{ad.title}</p>
          </div>
        ))}
      </div>
      {count > 1 && (
        <>
          <button type="button" className="ad-carousel-control start-0" aria-label="Previous advertisement" onClick={() => show(current - 1)}>
            <span aria-hidden="true">‹</span>
          </button>
          <button type="button" className="ad-carousel-control end-0" aria-label="Next advertisement" onClick={() => show(current + 1)}>
            <span aria-hidden="true">›</span>
          </button>
        </>
      )}
    </div>
  );
}
