import { act, render, screen } from '@testing-library/react';
import { toast as sonner } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../lib/toast';
import Toaster from './toaster';

function stubViewport(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = Number(/max-width:\s*(\d+)px/.exec(query)?.[1] ?? Infinity);
    return {
      matches: width <= max,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    } as unknown as MediaQueryList;
  });
}

describe('the toaster', () => {
  afterEach(() => {
    act(() => sonner.dismiss());
    vi.unstubAllGlobals();
  });

  it('sits bottom right on wide screens and shows one toast at a time', async () => {
    stubViewport(1280);
    const { container } = render(<Toaster />);
    toast.error('First problem');
    toast.error('Second problem');
    expect(await screen.findByText('Second problem')).toBeInTheDocument();
    const list = container.ownerDocument.querySelector('[data-sonner-toaster]');
    expect(list).toHaveAttribute('data-y-position', 'bottom');
    expect(list).toHaveAttribute('data-x-position', 'right');
    const visible = [...container.ownerDocument.querySelectorAll('[data-sonner-toast][data-visible="true"]')];
    expect(visible).toHaveLength(1);
  });

  it('sits at the top on small screens', async () => {
    stubViewport(390);
    const { container } = render(<Toaster />);
    toast.success('Saved');
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    const list = container.ownerDocument.querySelector('[data-sonner-toaster]');
    expect(list).toHaveAttribute('data-y-position', 'top');
    expect(list).toHaveAttribute('data-x-position', 'center');
  });
});
