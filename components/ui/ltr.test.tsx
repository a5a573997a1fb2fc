import { render } from '@testing-library/react';
import { withLatinRuns } from './ltr';

const runs = (container: HTMLElement) =>
  [...container.querySelectorAll('bdi[dir="ltr"].latin')].map((node) => node.textContent);

describe('withLatinRuns', () => {
  it('keeps each phone number of an Urdu sentence as typed, and the sentence as it was', () => {
    const text = 'فون نمبر اس طرح درج کریں: 0300 1234567، یا کنٹری کوڈ کے ساتھ، جیسے +44 20 7946 0958۔';
    const { container } = render(<p dir="rtl">{withLatinRuns(text)}</p>);
    expect(runs(container)).toEqual(['0300 1234567', '+44 20 7946 0958']);
    expect(container.textContent).toBe(text);
  });

  it("keeps a price's Latin part as typed, and leaves a figure alone in Urdu words as it is", () => {
    const text = '1000 مربع گز کے پلاٹ، کل قیمت Rs 1,000,000، سیکٹر 11-بی میں';
    const { container } = render(<p dir="rtl">{withLatinRuns(text)}</p>);
    expect(runs(container)).toEqual(['Rs 1,000,000']);
    expect(container.textContent).toBe(text);
  });

  it('keeps the words between two Latin runs, figures and all, in one text node', () => {
    // Nodes that begin mid-sentence move when the Nastaliq face arrives and a line breaks elsewhere: layout shift.
    const text = 'گلستانِ جوہر میں 3، 4 اور 5 کمروں کے اپارٹمنٹس، کل قیمت Rs 1,000,000 سے، 2010 میں مکمل';
    const { container } = render(<p dir="rtl">{withLatinRuns(text)}</p>);
    const nodes = [...container.firstChild!.childNodes].map((node) => node.nodeName);
    expect(nodes).toEqual(['#text', 'BDI', '#text']);
    expect(container.textContent).toBe(text);
  });

  it('keeps a value all in Latin letters as typed on an Urdu page, given the page', () => {
    const { container } = render(<p dir="rtl">{withLatinRuns('−Rs 240,000', 'ur')}</p>);
    expect(runs(container)).toEqual(['−Rs 240,000']);
  });

  it('leaves a text in English as it is: it reads left to right, in the Latin face, already', () => {
    expect(withLatinRuns('Enter a phone number such as 0300 1234567.')).toBe(
      'Enter a phone number such as 0300 1234567.',
    );
    expect(withLatinRuns('PKR 4.8M', 'en')).toBe('PKR 4.8M');
  });
});
