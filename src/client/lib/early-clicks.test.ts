import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdEarlyClicks } from './early-clicks';

describe('clicks on a prerendered page before the app takes it over', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  function prerenderedPage() {
    document.body.innerHTML =
      '<div id="root"><form><button type="submit"><span>Send</span></button></form><button id="gone">Gone</button><a href="#faq">FAQ</a></div>';
    return document.getElementById('root')!;
  }

  it('holds a click on a control (and the form submission it would start), then plays it back in order', () => {
    const root = prerenderedPage();
    const submitted = vi.fn((event: Event) => event.preventDefault());
    root.querySelector('form')!.addEventListener('submit', submitted);
    const playBack = holdEarlyClicks(root);

    root.querySelector('span')!.click();
    expect(submitted).not.toHaveBeenCalled();

    const clicked: string[] = [];
    root.addEventListener('click', (event) => clicked.push((event.target as Element).tagName));
    root.querySelector<HTMLButtonElement>('#gone')!.click();
    root.querySelector('#gone')!.remove();
    playBack();
    // The button still on the page is clicked again; the one the app removed is not.
    expect(clicked).toEqual(['BUTTON']);
    expect(submitted).toHaveBeenCalledOnce();
  });

  it('lets links work on their own, and stops holding once played back', () => {
    const root = prerenderedPage();
    const playBack = holdEarlyClicks(root);
    const link = vi.fn();
    root.querySelector('a')!.addEventListener('click', link);
    root.querySelector('a')!.click();
    expect(link).toHaveBeenCalledOnce();

    playBack();
    const button = vi.fn();
    root.querySelector('#gone')!.addEventListener('click', button);
    root.querySelector<HTMLButtonElement>('#gone')!.click();
    expect(button).toHaveBeenCalledOnce();
  });
});
