/** @jest-environment jsdom */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DRAWN, MARK_DRAWN_SCRIPT, markDrawnAfterNextFrame } from './below-fold';

const root = document.documentElement;

/** A part of the page whose box begins `top` px below the top of the screen, its animations in these states. */
function part(top: number, animations: AnimationPlayState[] = []) {
  const element = document.createElement('section');
  element.className = 'below-fold';
  element.getBoundingClientRect = () => ({ top, bottom: top + 500 }) as DOMRect;
  element.getAnimations = () => animations.map((playState) => ({ playState }) as Animation);
  document.body.append(element);
  return element;
}

describe('a page marked drawn', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    root.removeAttribute(DRAWN);
    document.body.innerHTML = '';
    window.innerHeight = 800;
  });
  afterEach(() => jest.useRealTimers());

  it('is marked by the script in its head once it is parsed and a frame has been drawn, not before', () => {
    new Function(MARK_DRAWN_SCRIPT)();
    jest.advanceTimersByTime(32);
    expect(root.hasAttribute(DRAWN)).toBe(false);
    document.dispatchEvent(new Event('DOMContentLoaded', { bubbles: true }));
    jest.advanceTimersByTime(0);
    expect(root.hasAttribute(DRAWN)).toBe(false);
    jest.advanceTimersByTime(32);
    expect(root.hasAttribute(DRAWN)).toBe(true);
  });

  it('leaves drawn what is within a screen of the screen then, or still animating, and only that', () => {
    const onScreen = part(600);
    const justBelow = part(1500);
    const farBelow = part(2400, ['finished']);
    const above = part(-2000);
    const fadingIn = part(3000, ['finished', 'running']);
    farBelow.setAttribute('data-near', '');
    markDrawnAfterNextFrame(root);
    jest.advanceTimersByTime(32);
    expect(
      [onScreen, justBelow, farBelow, above, fadingIn].map((element) => element.hasAttribute('data-near')),
    ).toEqual([true, true, false, false, true]);
  });

  it('is marked with the attributes the stylesheet skips by', () => {
    const css = readFileSync(path.join(process.cwd(), 'app/globals.css'), 'utf8');
    const utility = css.slice(css.indexOf('@utility below-fold'));
    expect(utility).toMatch(
      new RegExp(String.raw`:where\(\[${DRAWN}\]\) &:not\(\[data-near\]\) \{\s*content-visibility: auto;`),
    );
    markDrawnAfterNextFrame(root);
    jest.advanceTimersByTime(32);
    expect(root.hasAttribute(DRAWN)).toBe(true);
  });
});
