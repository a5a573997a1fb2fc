import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Gallery } from './gallery';

const scrollNext = jest.fn();
const scrollPrev = jest.fn();
let mode: 'real' | 'spy' | 'not-ready' = 'spy';

// 'spy' swaps Embla for a fake with the same API so calls can be counted; 'real' runs Embla itself.
jest.mock('embla-carousel-react', () => {
  const actual = jest.requireActual('embla-carousel-react');
  return {
    __esModule: true,
    default: (...args: unknown[]) =>
      mode === 'real'
        ? (actual.default ?? actual)(...args)
        : [jest.fn(), mode === 'spy' ? { scrollNext, scrollPrev } : undefined],
  };
});

// Embla needs these browser APIs, which jsdom lacks.
beforeAll(() => {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: jest.fn(),
    removeListener: jest.fn(),
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
    dispatchEvent: jest.fn(),
  }));
  class Observer {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  Object.assign(window, { IntersectionObserver: Observer, ResizeObserver: Observer });
});

const labels = {
  region: '{name} gallery',
  carousel: 'carousel',
  previous: 'Previous image',
  next: 'Next image',
  slideKind: 'slide',
  slide: '{index} of {count}',
};
const images = Array.from({ length: 6 }, (_, i) => ({
  src: `/images/hotels/test-${i + 1}.jpg`,
  subject: 'hotel-room' as const,
  alt: `Test photograph number ${i + 1}`,
}));

beforeEach(() => {
  scrollNext.mockClear();
  scrollPrev.mockClear();
  mode = 'spy';
});

describe('Gallery', () => {
  it('renders a labelled carousel with named previous and next buttons and one slide per image', () => {
    render(<Gallery name="Oshawa hotel" images={images} labels={labels} />);
    const region = screen.getByRole('region', { name: 'Oshawa hotel gallery' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(screen.getByRole('button', { name: 'Previous image' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next image' })).toBeInTheDocument();
    const slides = screen.getAllByRole('group');
    expect(slides).toHaveLength(6);
    expect(slides[2]).toHaveAccessibleName('3 of 6');
    expect(screen.getByAltText('Test photograph number 3')).toHaveAttribute('loading', 'lazy');
  });

  it('moves with the buttons and the arrow keys', () => {
    render(<Gallery name="Oshawa hotel" images={images} labels={labels} />);
    fireEvent.click(screen.getByRole('button', { name: 'Next image' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous image' }));
    const region = screen.getByRole('region');
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    expect(scrollNext).toHaveBeenCalledTimes(2);
    expect(scrollPrev).toHaveBeenCalledTimes(2);
  });

  it('right to left, turns the other way: the left arrow key moves on, the right one back', () => {
    render(<Gallery name="Villas" images={images} labels={labels} dir="rtl" />);
    const region = screen.getByRole('region');
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    expect(scrollNext).toHaveBeenCalledTimes(1);
    expect(scrollPrev).not.toHaveBeenCalled();
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(scrollPrev).toHaveBeenCalledTimes(1);
    // The buttons' arrows turn with the page (rtl:-scale-x-100).
    expect(screen.getByRole('button', { name: 'Next image' }).querySelector('svg')).toHaveClass('rtl:-scale-x-100');
  });

  it('leaves the row scrollable until the carousel is ready', () => {
    mode = 'not-ready';
    render(<Gallery name="Oshawa hotel" images={images} labels={labels} />);
    expect(screen.getAllByRole('group')[0]?.parentElement?.parentElement).toHaveClass('overflow-x-auto');
  });

  it('starts the real carousel, which hides the scrollbar, and keeps the buttons working', async () => {
    mode = 'real';
    render(<Gallery name="Brockville hotel" images={images} labels={labels} />);
    const viewport = screen.getAllByRole('group')[0]?.parentElement?.parentElement;
    await waitFor(() => expect(viewport).toHaveClass('overflow-hidden'));
    fireEvent.click(screen.getByRole('button', { name: 'Next image' }));
    fireEvent.keyDown(screen.getByRole('region'), { key: 'ArrowLeft' });
    expect(screen.getAllByRole('group')).toHaveLength(6);
  });
});
