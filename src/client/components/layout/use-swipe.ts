import { useRef, type TouchEvent } from 'react';
import { SWIPE_CLOSE_THRESHOLD_PX } from '../../lib/ui-constants';

interface Point {
  x: number;
  y: number;
}

/** A left swipe: more than `thresholdPx` leftwards, and more sideways than up or down. */
export function isLeftSwipe(dx: number, dy: number, thresholdPx: number = SWIPE_CLOSE_THRESHOLD_PX): boolean {
  return dx < -thresholdPx && Math.abs(dx) > Math.abs(dy);
}

const pointOf = (touch: { clientX: number; clientY: number } | undefined): Point | undefined =>
  touch ? { x: touch.clientX, y: touch.clientY } : undefined;

/**
 * Touch handlers that call `onSwipeLeft` when a finger travels more than the threshold
 * (50 px) to the left, mostly horizontally. Spread them on the element that should listen.
 */
export function useSwipe({
  onSwipeLeft,
  thresholdPx = SWIPE_CLOSE_THRESHOLD_PX,
}: {
  onSwipeLeft: () => void;
  thresholdPx?: number;
}) {
  const start = useRef<Point | undefined>(undefined);
  const last = useRef<Point | undefined>(undefined);
  return {
    onTouchStart(event: TouchEvent) {
      start.current = event.touches.length === 1 ? pointOf(event.touches[0]) : undefined;
      last.current = start.current;
    },
    onTouchMove(event: TouchEvent) {
      last.current = pointOf(event.touches[0]) ?? last.current;
    },
    onTouchEnd(event: TouchEvent) {
      const from = start.current;
      const to = pointOf(event.changedTouches[0]) ?? last.current;
      start.current = undefined;
      last.current = undefined;
      if (from && to && isLeftSwipe(to.x - from.x, to.y - from.y, thresholdPx)) onSwipeLeft();
    },
    onTouchCancel() {
      start.current = undefined;
      last.current = undefined;
    },
  };
}
