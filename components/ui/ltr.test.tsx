import { render } from '@testing-library/react';
import { withFiguresLtr } from './ltr';

describe('withFiguresLtr', () => {
  it('keeps each phone number of an Urdu sentence left to right, and the sentence as it was', () => {
    const text = 'فون نمبر اس طرح درج کریں: 0300 1234567، یا کنٹری کوڈ کے ساتھ، جیسے +44 20 7946 0958۔';
    const { container } = render(<p dir="rtl">{withFiguresLtr(text)}</p>);
    expect([...container.querySelectorAll('bdi[dir="ltr"]')].map((node) => node.textContent)).toEqual(['0300 1234567', '+44 20 7946 0958']);
    expect(container.textContent).toBe(text);
  });

  it('leaves a sentence in English as it is: it reads left to right already', () => {
    expect(withFiguresLtr('Enter a phone number such as 0300 1234567.')).toBe('Enter a phone number such as 0300 1234567.');
  });
});
