import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { swipe } from './layout-test-utils';
import { isLeftSwipe, useSwipe } from './use-swipe';

function SwipeArea({ onSwipeLeft }: { onSwipeLeft: () => void }) {
  const handlers = useSwipe({ onSwipeLeft });
  return (
    <div data-testid="area" {...handlers}>
      Swipe here
    </div>
  );
}

function setup() {
  const onSwipeLeft = vi.fn();
  render(<SwipeArea onSwipeLeft={onSwipeLeft} />);
  return { onSwipeLeft, area: screen.getByTestId('area') };
}

describe('useSwipe', () => {
  it('fires on a swipe more than 50 px to the left', () => {
    const { onSwipeLeft, area } = setup();
    swipe(area, { x: 300, y: 200 }, { x: 240, y: 210 });
    expect(onSwipeLeft).toHaveBeenCalledTimes(1);
  });

  it('ignores swipes of 50 px or less', () => {
    const { onSwipeLeft, area } = setup();
    swipe(area, { x: 300, y: 200 }, { x: 250, y: 200 });
    swipe(area, { x: 300, y: 200 }, { x: 270, y: 200 });
    expect(onSwipeLeft).not.toHaveBeenCalled();
  });

  it('ignores swipes to the right and mostly vertical ones', () => {
    const { onSwipeLeft, area } = setup();
    swipe(area, { x: 100, y: 200 }, { x: 300, y: 200 });
    swipe(area, { x: 300, y: 100 }, { x: 230, y: 300 });
    expect(onSwipeLeft).not.toHaveBeenCalled();
  });

  it('judges the distance and the direction', () => {
    expect(isLeftSwipe(-51, 0)).toBe(true);
    expect(isLeftSwipe(-50, 0)).toBe(false);
    expect(isLeftSwipe(-80, 79)).toBe(true);
    expect(isLeftSwipe(-80, -80)).toBe(false);
    expect(isLeftSwipe(80, 0)).toBe(false);
    expect(isLeftSwipe(-30, 0, 20)).toBe(true);
  });
});
