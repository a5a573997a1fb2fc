import { render } from '@testing-library/react';
import { DRAWN } from '@/lib/below-fold';
import { HASH_SCROLL_DELAY_MS, ScrollManager, scrollForLocation } from './scroll-manager';

/** The route the mocked router reports; a test changes it to navigate. */
const route = { pathname: '/', search: '' };
jest.mock('next/navigation', () => ({
  usePathname: () => route.pathname,
  useSearchParams: () => new URLSearchParams(route.search),
}));

describe('scrollForLocation', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    document.body.innerHTML = '<section id="contact">form</section>';
    window.scrollTo = jest.fn();
    window.matchMedia = jest.fn().mockReturnValue({ matches: false }) as unknown as typeof window.matchMedia;
  });
  afterEach(() => jest.useRealTimers());

  it('scrolls to the top, then smoothly to the hash target after 100 ms', () => {
    const target = document.getElementById('contact')!;
    target.scrollIntoView = jest.fn();
    scrollForLocation(window, '#contact');
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
    jest.advanceTimersByTime(HASH_SCROLL_DELAY_MS - 1);
    expect(target.scrollIntoView).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(target.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
  });

  it('does not animate when the visitor prefers reduced motion', () => {
    window.matchMedia = jest.fn().mockReturnValue({ matches: true }) as unknown as typeof window.matchMedia;
    const target = document.getElementById('contact')!;
    target.scrollIntoView = jest.fn();
    scrollForLocation(window, '#contact');
    jest.advanceTimersByTime(HASH_SCROLL_DELAY_MS);
    expect(target.scrollIntoView).toHaveBeenCalledWith({ behavior: 'instant', block: 'start' });
  });

  it('says when the page is where it goes: at once without a hash, after the jump with one', () => {
    const target = document.getElementById('contact')!;
    target.scrollIntoView = jest.fn();
    const atTop = jest.fn();
    scrollForLocation(window, '', atTop);
    expect(atTop).toHaveBeenCalledTimes(1);
    const atHash = jest.fn(() => expect(target.scrollIntoView).toHaveBeenCalled());
    scrollForLocation(window, '#contact', atHash);
    expect(atHash).not.toHaveBeenCalled();
    jest.advanceTimersByTime(HASH_SCROLL_DELAY_MS);
    expect(atHash).toHaveBeenCalledTimes(1);
  });

  it('only scrolls to the top when there is no hash, and cancels a pending hash scroll', () => {
    const target = document.getElementById('contact')!;
    target.scrollIntoView = jest.fn();
    scrollForLocation(window, '');
    const cancel = scrollForLocation(window, '#contact');
    cancel();
    jest.advanceTimersByTime(HASH_SCROLL_DELAY_MS * 2);
    expect(window.scrollTo).toHaveBeenCalledTimes(2);
    expect(target.scrollIntoView).not.toHaveBeenCalled();
  });
});

describe('ScrollManager', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    window.scrollTo = jest.fn();
    route.pathname = '/projects/cedarline-villas-karachi';
    route.search = '';
  });
  afterEach(() => jest.useRealTimers());

  it('leaves the page as first loaded where it is (a jump or a scroll made before hydration stands), and scrolls on a route change', () => {
    const { rerender } = render(<ScrollManager />);
    expect(window.scrollTo).not.toHaveBeenCalled();
    route.pathname = '/projects/cedarline-chambers';
    rerender(<ScrollManager />);
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
    route.search = 'team=karachi-sales';
    rerender(<ScrollManager />);
    expect(window.scrollTo).toHaveBeenCalledTimes(2);
  });

  it("takes the page's drawn mark off before a new page is laid out, and puts it back once it has been drawn where it is scrolled to", () => {
    const root = document.documentElement;
    root.setAttribute(DRAWN, '');
    const { rerender } = render(<ScrollManager />);
    expect(root.hasAttribute(DRAWN)).toBe(true);
    route.search = 'team=karachi-sales';
    rerender(<ScrollManager />);
    expect(root.hasAttribute(DRAWN)).toBe(true);
    route.pathname = '/projects/cedarline-chambers';
    rerender(<ScrollManager />);
    expect(root.hasAttribute(DRAWN)).toBe(false);
    jest.advanceTimersByTime(32);
    expect(root.hasAttribute(DRAWN)).toBe(true);
  });
});
